import { AreaPlaceholder } from '@/components/layout/area-placeholder';

export function Component() {
  return <AreaPlaceholder title="Community" subtitle="Manage community posts and engagement" />;
}
