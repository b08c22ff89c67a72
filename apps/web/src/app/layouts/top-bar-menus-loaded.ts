export { InfoMenu } from '@/components/layout/info-menu';
export { NotificationsMenu } from '@/components/layout/notifications-menu';
export { ProfileMenu } from '@/components/layout/profile-menu';
