import type { ComponentProps, SyntheticEvent } from 'react';
import photoPlaceholder from '@/assets/photo-placeholder.svg';

const showPlaceholder = (event: SyntheticEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  if (image.src !== photoPlaceholder) image.src = photoPlaceholder;
};

/** A photo that shows a drawn placeholder when its file cannot be loaded. */
export function PhotoImage(props: Omit<ComponentProps<'img'>, 'onError'>) {
  return <img loading="lazy" decoding="async" {...props} alt={props.alt ?? ''} onError={showPlaceholder} />;
}
