import { useEffect } from 'react';

/**
 * Sets `<meta name={name} content={content}>` in the document head while the calling page is shown,
 * and puts back what was there before when it leaves (the tag it added goes; a tag it found gets its
 * old content again).
 */
export function usePageMeta(name: string, content: string): void {
  useEffect(() => {
    const found = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const meta = found ?? document.createElement('meta');
    const before = found?.content ?? null;
    meta.name = name;
    meta.content = content;
    if (found === null) document.head.append(meta);
    return () => {
      if (before === null) meta.remove();
      else meta.content = before;
    };
  }, [name, content]);
}
