import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Card className="px-6 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink dark:text-white">{title}</h1>
      <p className="mt-2 mb-7 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p>
      {children}
    </Card>
  );
}
