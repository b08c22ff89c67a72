/**
 * Demo users that have a profile picture (so both states of the users list, with and without a picture, show).
 * The pictures are generated avatars (a gradient with the person's initials), rendered by sharp at seeding
 * time; the rest of the demo users keep the initials fallback. Matched by name against demo-users-data.ts.
 */
export interface DemoUserAvatar {
  firstName: string;
  lastName: string;
  from: string;
  to: string;
  format: 'png' | 'jpeg';
}

export const demoUserAvatars: DemoUserAvatar[] = [
  { firstName: 'Emma', lastName: 'Johansson', from: '#f97316', to: '#db2777', format: 'jpeg' },
  { firstName: 'Liam', lastName: 'Carter', from: '#0ea5e9', to: '#4f46e5', format: 'png' },
  { firstName: 'Noah', lastName: 'Fischer', from: '#22c55e', to: '#0f766e', format: 'jpeg' },
  { firstName: 'Amara', lastName: 'Okafor', from: '#a855f7', to: '#be185d', format: 'png' },
  { firstName: 'Mateo', lastName: 'Rossi', from: '#eab308', to: '#c2410c', format: 'jpeg' },
  { firstName: 'Daniel', lastName: 'Nguyen', from: '#06b6d4', to: '#1d4ed8', format: 'jpeg' },
  { firstName: 'Isabella', lastName: 'Lindqvist', from: '#f43f5e', to: '#7c3aed', format: 'png' },
  { firstName: 'Samuel', lastName: 'Adeyemi', from: '#10b981', to: '#1e3a8a', format: 'jpeg' },
  { firstName: 'Yuki', lastName: 'Tanaka', from: '#ec4899', to: '#f59e0b', format: 'png' },
  { firstName: 'Elias', lastName: 'Bergström', from: '#64748b', to: '#0f172a', format: 'jpeg' },
  { firstName: 'Lucía', lastName: 'Fernández', from: '#ef4444', to: '#9333ea', format: 'jpeg' },
  { firstName: 'Tomás', lastName: 'Silva', from: '#84cc16', to: '#15803d', format: 'png' },
];
