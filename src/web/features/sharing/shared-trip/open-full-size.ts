/** Opens the photo alone in a new window whose title is the photo's file name. */
export function openFullSize(url: string, title: string): void {
  const opened = window.open('', '_blank');
  if (!opened) return;
  const { document } = opened;
  document.title = title;
  document.body.style.cssText =
    'margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f172a';
  const image = document.createElement('img');
  image.src = new URL(url, window.location.href).href;
  image.alt = title;
  image.style.cssText = 'max-width:100%;max-height:100vh;object-fit:contain';
  document.body.append(image);
}
