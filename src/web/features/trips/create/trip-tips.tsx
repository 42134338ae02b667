import { Camera, type LucideIcon, MapPin, Share2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const TIPS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MapPin,
    title: 'Add stops as you go',
    text: 'Each stop gets a pin on the map, a place in the timeline and room for notes and voice memos.',
  },
  {
    icon: Camera,
    title: 'Bring your photos',
    text: 'Photos with GPS data land on the map by themselves and are grouped by the stop they belong to.',
  },
  {
    icon: Share2,
    title: 'Share the journey',
    text: 'Invite friends and family to follow along, or keep the trip to yourself until it is done.',
  },
];

export function TripTips() {
  return (
    <aside aria-label="Tips" className="grid content-start gap-4">
      {TIPS.map(({ icon: Icon, title, text }) => (
        <Card key={title}>
          <CardHeader className="flex-row items-center gap-3 pb-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <CardTitle className="text-base">{title}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
        </Card>
      ))}
    </aside>
  );
}
