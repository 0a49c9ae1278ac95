/** Whether `promise` settles while only microtasks run (no new task starts before the check). */
export async function settlesWithinThisTask(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return settled;
}
