/** The top bar's search box, shared by the box and the stand-in drawn while the search's code loads. */
export const searchBoxStyles = {
  wrapper: 'relative hidden md:block',
  box: 'flex h-11 items-center gap-2 rounded-full bg-canvas px-4 text-slate-500 focus-within:ring-2 focus-within:ring-brand-500 dark:bg-navy-900 dark:text-slate-300 dark:focus-within:ring-brand-300',
  icon: 'size-4 shrink-0',
  input:
    'w-40 bg-transparent text-sm text-ink outline-none placeholder:text-slate-600 lg:w-48 dark:text-white dark:placeholder:text-slate-400',
  kbd: 'shrink-0 rounded-md border border-slate-300 px-1.5 py-0.5 font-sans text-xs font-medium text-slate-600 dark:border-white/20 dark:text-slate-300',
};
