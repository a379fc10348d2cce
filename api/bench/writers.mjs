// Concurrent saves (issue 27): each writer saves only their own will, back to back, naming the
// version the last answer gave, for `durationS` seconds. Answers requests per second, latency
// percentiles and the acknowledged saves, which the caller checks against the stored versions.
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export const saveLoad = async ({ writers, durationS, save }) => {
  const latencies = [];
  let failed = 0;
  const until = performance.now() + durationS * 1000;
  const acknowledged = await Promise.all(
    writers.map(async (writer, index) => {
      let saves = 0;
      let version = writer.version;
      while (performance.now() < until) {
        const started = performance.now();
        const answer = await save(index, version, saves);
        latencies.push(performance.now() - started);
        if (answer === null) failed += 1;
        else {
          version = answer;
          saves += 1;
        }
      }
      writer.version = version;
      return saves;
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / durationS),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    failed,
    acknowledged,
  };
};
