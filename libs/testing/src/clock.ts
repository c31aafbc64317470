/** Keeps a burst inside one UTC minute, so a per-minute window cannot roll over mid-test. */
export async function awayFromMinuteEdge(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}
