import type { Recipe } from '@coachboard/contract';
import { ChefHat } from 'lucide-react';
import { Thumbnail } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { fileUrl } from '@/lib/file-url';

export function RecipeThumbnail({ recipe, className }: { recipe: Recipe; className?: string }) {
  return (
    <Thumbnail
      url={fileUrl(recipe.recipe_image?.full_path)}
      icon={ChefHat}
      placeholderTestId="recipe-image-placeholder"
      className={cn('size-12', className)}
    />
  );
}
