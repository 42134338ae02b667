import { ArrowRight, BookOpen, Globe, type LucideIcon, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** What each card does; one left out (the reader may not share the trip) is a card to read only. */
export interface AdventureActions {
  social?: () => void;
  pdf?: () => void;
  publicLink?: () => void;
}

const IDEAS: { key: keyof AdventureActions; icon: LucideIcon; title: string; text: string }[] = [
  {
    key: 'social',
    icon: Share2,
    title: 'Social Media',
    text: 'Post your favourite stops and photos for friends to follow.',
  },
  {
    key: 'pdf',
    icon: BookOpen,
    title: 'PDF Travel Book',
    text: 'Keep a printable guide with the route, stops and photos.',
  },
  {
    key: 'publicLink',
    icon: Globe,
    title: 'Public Link',
    text: 'One link that opens the whole trip, no account needed.',
  },
];

interface ShareAdventureCardProps {
  actions: AdventureActions;
  publicLink: ReactNode;
}

/** Ways to share the trip, each card leading to its own, and the trip's public link when it has one. */
export function ShareAdventureCard({ actions, publicLink }: ShareAdventureCardProps) {
  return (
    <Card className="overflow-hidden border-teal-100 bg-linear-to-br from-teal-50 via-card to-amber-50">
      <CardHeader>
        <CardTitle>Share Your Adventure</CardTitle>
        <CardDescription>Bring friends and family along for the ride.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ul className="grid gap-3 sm:grid-cols-3">
          {IDEAS.map(({ key, icon: Icon, title, text }) => {
            const action = actions[key];
            return (
              <li
                key={title}
                className="relative flex gap-3 rounded-xl border bg-card/80 p-4 shadow-xs transition-colors has-[button:hover]:border-primary/50 has-[button:hover]:bg-card"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="grid flex-1 gap-1">
                  <h3 className="text-sm font-semibold">
                    {action ? (
                      // The whole card is the button's to click; the title names it.
                      <button
                        type="button"
                        onClick={action}
                        className="inline-flex items-center gap-1 text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-3 focus-visible:after:ring-ring"
                      >
                        {title}
                        <ArrowRight className="size-3.5 text-primary" aria-hidden="true" />
                      </button>
                    ) : (
                      title
                    )}
                  </h3>
                  <p className="text-xs text-muted-foreground">{text}</p>
                </div>
              </li>
            );
          })}
        </ul>
        {publicLink}
      </CardContent>
    </Card>
  );
}
