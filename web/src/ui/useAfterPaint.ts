import { useEffect, useState } from 'react';
import { afterPaint } from './when-idle';

/** False until the frame holding the component's first render has been drawn (see afterPaint). */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
