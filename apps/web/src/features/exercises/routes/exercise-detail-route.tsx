import { AreaPlaceholder } from '@/components/layout/area-placeholder';

export function Component() {
  return <AreaPlaceholder title="Exercise Detail" />;
}
