import { type ChaosDevice, DAY } from './devices';
import type { Random } from './random';

/**
 * What the people do on their devices in a round of the chaos run, drawn from each device's own
 * random stream.
 */

/**
 * A device that is online: a few check-ins on days up to a week back (weeks back, and many, while
 * the server's disk is full: people catching up, enough that the tables must grow), sometimes an
 * edit, a dashboard filter or a new habit, then a sync. Half the time a sync is already running as the person writes,
 * so writes arrive in the middle of a push.
 */
export async function writeAndSync(
  device: ChaosDevice,
  rnd: Random,
  options: { round: number; fullDisk: boolean },
): Promise<void> {
  const early = rnd.chance(0.5) ? device.sync() : null;
  const habits = await device.liveHabits();
  const count = options.fullDisk ? rnd.int(20, 40) : rnd.int(1, 3);
  for (let i = 0; i < count; i += 1) {
    const habit = rnd.pick(habits);
    await device.checkIn(habit.id, await device.daysAgo(rnd.int(0, options.fullDisk ? 59 : 6)));
  }
  if (rnd.chance(0.2)) await device.edit(rnd.pick(habits).id);
  if (rnd.chance(0.15)) await device.setFilter();
  if (rnd.chance(0.05)) await device.createHabit(`${device.name} habit ${options.round}`);
  await early;
  await device.sync();
}

/**
 * The offline device's share of its month in one round: a day at a time its clock moves on, and the
 * person checks in on every habit for that day and now and then edits one. It tries to sync, and
 * fails at once, as the app's scheduler's tries do offline. Answers the writes made.
 */
export async function liveOfflineDays(device: ChaosDevice, rnd: Random, days: number): Promise<number> {
  let writes = 0;
  for (let day = 0; day < days; day += 1) {
    device.skewMs += DAY;
    const date = await device.today();
    for (const habit of await device.liveHabits()) {
      await device.checkIn(habit.id, date);
      writes += 1;
    }
    if (rnd.chance(0.15)) {
      await device.edit(rnd.pick(await device.liveHabits()).id);
      writes += 1;
    }
  }
  await device.sync();
  return writes;
}
