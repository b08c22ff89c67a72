import { auditMessages, formatEnumLabel, type ProgramDetail } from '@coachboard/contract';
import { Copy, History, Pencil, Trash2 } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { routePaths } from '@/lib/route-paths';
import { DifficultyBadge } from './difficulty-badge';

export interface ProgramDetailHeaderProps {
  program: ProgramDetail;
  /** A handler left out hides its button (the team role may not do it). */
  onEdit?: () => void;
  onDelete?: () => void;
  onDuplicate?: () => void;
  /** Opens the program's History side panel. */
  onHistory: () => void;
  /** Whether the History panel is open (the button says so to assistive technology). */
  historyOpen?: boolean;
}

export function ProgramDetailHeader({
  program,
  onEdit,
  onDelete,
  onDuplicate,
  onHistory,
  historyOpen = false,
}: ProgramDetailHeaderProps) {
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={routePaths.programs}>Back to Programs</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink dark:text-white">
            {program.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="gray">{formatEnumLabel(program.program_type)}</Badge>
            <DifficultyBadge level={program.difficulty_level} />
            {program.is_admin && <Badge tone="brand">Admin</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-haspopup="dialog" aria-expanded={historyOpen} onClick={onHistory}>
            <History aria-hidden className="size-4" />
            {auditMessages.history}
          </Button>
          {onEdit && (
            <Button variant="secondary" onClick={onEdit}>
              <Pencil aria-hidden className="size-4" />
              Edit Program
            </Button>
          )}
          {onDuplicate && (
            <Button variant="secondary" onClick={onDuplicate}>
              <Copy aria-hidden className="size-4" />
              Duplicate
            </Button>
          )}
          {onDelete && (
            <Button variant="danger" onClick={onDelete}>
              <Trash2 aria-hidden className="size-4" />
              Delete Program
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
