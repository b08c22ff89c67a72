// The figures of one Lighthouse run (scripts/lighthouse.mjs), their medians over the runs, and their line.

/** One run's figures, from its report (`lhr`). */
export const figuresOf = (lhr, pageName) => {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: pageName,
    performanceScore: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(4)),
    tbtMs: Math.round(audit('total-blocking-time')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    speedIndexMs: Math.round(audit('speed-index')),
    // Lighthouse 13 names the LCP element in its LCP breakdown insight (a list: the subparts table, then the node).
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
      ?.snippet,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
  };
};

const MEDIAN_KEYS = ['performanceScore', 'lcpMs', 'cls', 'tbtMs', 'fcpMs', 'speedIndexMs'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const format = (figures) =>
  `performance ${figures.performanceScore}, LCP ${figures.lcpMs} ms, CLS ${figures.cls}, TBT ${figures.tbtMs} ms, ` +
  `FCP ${figures.fcpMs} ms`;

/** The median of each figure over a page's runs. */
export const medianFigures = (pageResults) =>
  Object.fromEntries(MEDIAN_KEYS.map((key) => [key, median(pageResults.map((result) => result[key]))]));
