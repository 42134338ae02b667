import { Sparkles } from 'lucide-react';
import { paragraphs } from '@/lib/paragraphs';

/** A paragraph with its Markdown "**bold**" parts in bold. */
function Paragraph({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <p className="break-words whitespace-pre-line text-slate-700">
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
        index % 2 === 1 ? <strong key={index}>{part}</strong> : part,
      )}
    </p>
  );
}

export function AiDescriptionBox({ text }: { text: string }) {
  return (
    <section
      aria-label="AI description"
      className="grid gap-2 rounded-xl border border-violet-100 bg-violet-50/70 p-3 text-sm"
    >
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-violet-800">
        <Sparkles className="size-3.5" aria-hidden="true" />
        About this place
      </p>
      {paragraphs(text).map((paragraph) => (
        <Paragraph key={paragraph} text={paragraph} />
      ))}
    </section>
  );
}
