import { youtubeEmbedUrl } from '@coachboard/contract';
import { Card } from '@/components/ui/card';

/** The privacy-enhanced YouTube player; nothing when the exercise has no usable video link. */
export function ExerciseVideo({ name, link }: { name: string; link: string | null }) {
  const src = youtubeEmbedUrl(link);
  if (!src) return null;
  return (
    <Card className="overflow-hidden">
      <div className="aspect-video w-full bg-black">
        <iframe
          src={src}
          title={`${name} video`}
          className="size-full"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          loading="lazy"
        />
      </div>
    </Card>
  );
}
