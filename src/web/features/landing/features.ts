import { CalendarDays, Images, type LucideIcon, Navigation, Share2, Signpost, Sparkles } from 'lucide-react';

export interface ProductFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const PRODUCT_FEATURES: ProductFeature[] = [
  {
    icon: Navigation,
    title: 'GPS Route Tracking',
    description: 'Record the road as you drive and see every mile of your journey drawn on the map.',
  },
  {
    icon: Images,
    title: 'Photo Organisation',
    description: 'Photos find their own place: each one is sorted to the stop where it was taken.',
  },
  {
    icon: CalendarDays,
    title: 'Trip Timeline',
    description: 'Relive the trip day by day, with stops, photos and voice memos in the order they happened.',
  },
  {
    icon: Share2,
    title: 'Easy Sharing',
    description:
      'Share a whole trip in one click, by link or invitation, so friends and family can follow along.',
  },
  {
    icon: Sparkles,
    title: 'Place Information with AI',
    description:
      'Every stop comes with AI-written detail: the history, the highlights and what to look out for.',
  },
  {
    icon: Signpost,
    title: 'Trip Planning',
    description: 'Plan the next adventure with start and end points, dates and stops before you leave.',
  },
];
