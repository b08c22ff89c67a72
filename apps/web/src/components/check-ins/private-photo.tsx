import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { fetchPrivatePhoto } from '@/lib/check-ins-api';

/** A progress photo fetched with the coach's token and shown from a blob address, released when it leaves. */
export function PrivatePhoto({ url, alt }: { url: string; alt: string }) {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivatePhoto(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  const frame = 'aspect-[3/4] w-32 overflow-hidden rounded-xl bg-slate-100 dark:bg-white/5';
  if (state.failed) {
    return (
      <div
        className={`${frame} flex flex-col items-center justify-center gap-1 p-2 text-center text-xs text-slate-500`}
      >
        <ImageOff aria-hidden className="size-5" />
        <span>Photo unavailable</span>
      </div>
    );
  }
  if (!state.src) {
    return (
      <div className={`${frame} flex items-center justify-center`}>
        <Spinner label={`Loading ${alt}`} />
      </div>
    );
  }
  return <img src={state.src} alt={alt} className={`${frame} object-cover`} />;
}
