import { CalendarDays, Images, type LucideIcon, Navigation, Share2, Signpost, Sparkles } from 'lucide-react';
import { PLANS } from '../../../common/plans';

export interface ProductFeature {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What of it needs a paid plan, named on its card; none when the Free plan has all of it. */
  plan?: string;
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
      'Invite friends and family to a whole trip in one click so they can follow along; public links that anyone can open come with Premium.',
    plan: `Public links: ${PLANS.premium.name}`,
  },
  {
    icon: Sparkles,
    title: 'Place Information with AI',
    description:
      'With Premium, every stop can get AI-written detail: the history, the highlights and what to look out for.',
    plan: PLANS.premium.name,
  },
  {
    icon: Signpost,
    title: 'Trip Planning',
    description: 'Plan the next adventure with start and end points, dates and stops before you leave.',
  },
];
