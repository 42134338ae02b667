import { useState } from 'react';

/** True from the first render in which `value` is true, and in every render after: a part drawn once stays drawn. */
export function useEverTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}
