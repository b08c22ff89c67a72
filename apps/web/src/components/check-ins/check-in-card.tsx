import { useId, useState } from 'react';
import { Link } from 'react-router';
import { fullName, type CheckInPhoto, type CoachCheckIn } from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { cardClassName } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate, formatTimestamp } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';
import { formatChange, formatMeasure } from './check-in-change';
import { PrivatePhoto } from './private-photo';
import { ReviewDialog } from './review-dialog';

function Measure({
  label,
  value,
  unit,
  change,
}: {
  label: string;
  value: number | null;
  unit: string;
  change: CoachCheckIn['changes']['bodyweight_kg'];
}) {
  if (value === null) return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="text-sm text-ink dark:text-white">
        <span className="font-semibold">{formatMeasure(value, unit)}</span>
        {change && (
          <span className="ml-2 text-slate-600 dark:text-slate-300">
            {formatChange(change, unit)} since {formatDate(change.previous_date)}
          </span>
        )}
      </dd>
    </div>
  );
}

function PhotoSet({ title, date, photos }: { title: string; date: string; photos: readonly CheckInPhoto[] }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-xs font-semibold text-slate-600 dark:text-slate-300">
        {title} · {formatDate(date)}
      </figcaption>
      <div className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <PrivatePhoto
            key={photo.id}
            url={photo.url}
            alt={`${title} photo ${index + 1} of ${photos.length}, ${formatDate(date)}`}
          />
        ))}
      </div>
    </figure>
  );
}

/**
 * One check-in as the coach reviews it: who and when, bodyweight and waist against the earlier check-ins (sign and
 * unit), the photos beside the first check-in's, the review (reviewer, time, reply) and 'Mark reviewed'.
 */
export function CheckInCard({ item, showUser = true }: { item: CoachCheckIn; showUser?: boolean }) {
  const titleId = useId();
  const [reviewing, setReviewing] = useState(false);
  const { check_in: checkIn, user, changes, first } = item;
  const name = fullName(user) || user.email;
  const review = checkIn.review;
  const photosShown = checkIn.photos.length > 0 || (first?.photos.length ?? 0) > 0;

  return (
    <article aria-labelledby={titleId} className={cn(cardClassName, 'flex flex-col gap-4 p-5')}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h3 id={titleId} className="text-base font-bold text-ink dark:text-white">
            {showUser ? (
              <>
                <Link
                  to={`${routePaths.user(user.id)}?tab=check-ins`}
                  className="text-brand-600 hover:underline dark:text-brand-200"
                >
                  {name}
                </Link>
                <span className="font-normal text-slate-600 dark:text-slate-300">
                  {' '}
                  · {formatDate(checkIn.date)}
                </span>
              </>
            ) : (
              `Check-in of ${formatDate(checkIn.date)}`
            )}
          </h3>
          {showUser && <p className="text-xs text-slate-500 dark:text-slate-400">{user.email}</p>}
        </div>
        {review ? (
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => setReviewing(true)}>
            Edit reply
          </Button>
        ) : (
          <Button size="sm" aria-describedby={titleId} onClick={() => setReviewing(true)}>
            Mark reviewed
          </Button>
        )}
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Measure label="Bodyweight" value={checkIn.bodyweight_kg} unit="kg" change={changes.bodyweight_kg} />
        <Measure label="Waist" value={checkIn.waist_cm} unit="cm" change={changes.waist_cm} />
        {checkIn.sleep_hours !== null && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              Sleep
            </dt>
            <dd className="text-sm text-ink dark:text-white">{formatMeasure(checkIn.sleep_hours, 'h')}</dd>
          </div>
        )}
        {checkIn.energy !== null && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              Energy
            </dt>
            <dd className="text-sm text-ink dark:text-white">{checkIn.energy} of 5</dd>
          </div>
        )}
      </dl>
      {checkIn.notes && (
        <p className="rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700 dark:bg-white/5 dark:text-slate-200">
          {checkIn.notes}
        </p>
      )}

      {photosShown && (
        <div className="flex flex-wrap gap-6">
          {first && first.photos.length > 0 && (
            <PhotoSet title="First check-in" date={first.date} photos={first.photos} />
          )}
          {checkIn.photos.length > 0 && (
            <PhotoSet title="This check-in" date={checkIn.date} photos={checkIn.photos} />
          )}
        </div>
      )}

      {review && (
        <div className="flex flex-col gap-1 border-t border-slate-200/70 pt-3 text-sm dark:border-white/10">
          <p className="text-slate-600 dark:text-slate-300">
            Reviewed{review.reviewed_by ? ` by ${review.reviewed_by.name}` : ''} on{' '}
            {formatTimestamp(review.reviewed_at)}
          </p>
          {review.reply && <p className="whitespace-pre-line text-ink dark:text-white">{review.reply}</p>}
        </div>
      )}
      {reviewing && <ReviewDialog item={item} onClose={() => setReviewing(false)} />}
    </article>
  );
}
