export const controlClassName =
  'w-full rounded-xl border border-slate-200 bg-white px-3.5 text-sm text-ink placeholder:text-slate-400 transition-colors ' +
  'hover:border-slate-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/20 ' +
  'dark:border-white/10 dark:bg-navy-900 dark:text-white dark:placeholder:text-slate-500 dark:hover:border-white/20 ' +
  'dark:focus:border-brand-400 dark:disabled:bg-navy-800';
