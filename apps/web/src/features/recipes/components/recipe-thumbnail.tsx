import type { Recipe } from '@coachboard/contract';
import { ChefHat } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fileUrl } from '@/lib/file-url';

export function RecipeThumbnail({ recipe, className }: { recipe: Recipe; className?: string }) {
  const url = fileUrl(recipe.recipe_image?.full_path);
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-brand-50 text-brand-500 dark:bg-white/5 dark:text-brand-300',
        className,
      )}
    >
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <ChefHat aria-hidden data-testid="recipe-image-placeholder" className="size-5" />
      )}
    </span>
  );
}
