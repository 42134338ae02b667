/** A figure there is nothing to work out from yet, as on a trip still to be driven. */
export function NotYet() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not known yet</span>
    </>
  );
}
