import { BookOpen, Globe, type LucideIcon, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const IDEAS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Share2,
    title: 'Social Media',
    text: 'Post your favourite stops and photos for friends to follow.',
  },
  {
    icon: BookOpen,
    title: 'PDF Travel Book',
    text: 'Keep a printable guide with the route, stops and photos.',
  },
  { icon: Globe, title: 'Public Link', text: 'One link that opens the whole trip, no account needed.' },
];

/** Ways to share the trip, and its public link when it has one. */
export function ShareAdventureCard({ publicLink }: { publicLink: ReactNode }) {
  return (
    <Card className="overflow-hidden border-teal-100 bg-linear-to-br from-teal-50 via-card to-amber-50">
      <CardHeader>
        <CardTitle>Share Your Adventure</CardTitle>
        <CardDescription>Bring friends and family along for the ride.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ul className="grid gap-3 sm:grid-cols-3">
          {IDEAS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl border bg-card/80 p-4 shadow-xs">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="grid gap-1">
                <h3 className="text-sm font-semibold">{title}</h3>
                <p className="text-xs text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        {publicLink}
      </CardContent>
    </Card>
  );
}
