const scripts = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once and resolves when it has run. Used only by the sign-in screens, and only for
 * what the server has configured, so visitors elsewhere never download Google's or Facebook's code.
 * A failed load is forgotten, so a later visit can try again.
 */
export function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  scripts.set(src, promise);
  return promise;
}
