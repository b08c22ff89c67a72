export const topBarIconClassName =
  'flex size-10 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink ' +
  'dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white data-[state=open]:bg-slate-100 dark:data-[state=open]:bg-white/10';
