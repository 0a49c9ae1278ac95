import { Encoder, type Encodable, type FileIdMesg, type RecordMesg, type SessionMesg } from '@garmin/fitsdk';

/** FIT profile numbers (the SDK's Profile.MesgNum and Types, typed there as plain numbers). */
const MESG_NUM = { FILE_ID: 0, SESSION: 18, RECORD: 20 } as const;
const FILE_ACTIVITY = 4;
const MANUFACTURER_DEVELOPMENT = 255;
const SPORT = { running: 1, cycling: 2, swimming: 5 } as const;

interface FitPoint {
  readonly atMs: number;
  readonly heartRate?: number;
  readonly distance?: number;
  readonly speed?: number;
}

interface FitActivity {
  readonly points: readonly FitPoint[];
  /** The session message's sport; no session message when absent. */
  readonly sport?: keyof typeof SPORT;
  readonly avgHeartRate?: number;
  readonly maxHeartRate?: number;
}

/** A small FIT activity file, written by Garmin's own encoder, for the parser tests. */
export function encodeFitActivity(activity: FitActivity): Uint8Array {
  const encoder = new Encoder();
  const startedAt = new Date(activity.points[0]?.atMs ?? Date.UTC(2024, 4, 1, 10));
  const fileId: Encodable<FileIdMesg> = {
    mesgNum: MESG_NUM.FILE_ID,
    type: FILE_ACTIVITY,
    manufacturer: MANUFACTURER_DEVELOPMENT,
    product: 0,
    timeCreated: startedAt,
    serialNumber: 1,
  };
  encoder.writeMesg(fileId);
  for (const point of activity.points) {
    const record: Encodable<RecordMesg> = { mesgNum: MESG_NUM.RECORD, timestamp: new Date(point.atMs) };
    if (point.heartRate !== undefined) record.heartRate = point.heartRate;
    if (point.distance !== undefined) record.distance = point.distance;
    if (point.speed !== undefined) record.enhancedSpeed = point.speed;
    encoder.writeMesg(record);
  }
  if (activity.sport !== undefined) {
    const session: Encodable<SessionMesg> = {
      mesgNum: MESG_NUM.SESSION,
      timestamp: new Date(activity.points.at(-1)?.atMs ?? startedAt.getTime()),
      startTime: startedAt,
      sport: SPORT[activity.sport],
    };
    if (activity.avgHeartRate !== undefined) session.avgHeartRate = activity.avgHeartRate;
    if (activity.maxHeartRate !== undefined) session.maxHeartRate = activity.maxHeartRate;
    encoder.writeMesg(session);
  }
  return encoder.close();
}

/** Five 1-Hz points from 10:00 UTC on 1 May 2024, 120–124 bpm, 3 m/s. */
export const FIVE_FIT_POINTS: readonly FitPoint[] = [0, 1, 2, 3, 4].map((i) => ({
  atMs: Date.UTC(2024, 4, 1, 10) + i * 1000,
  heartRate: 120 + i,
  distance: i * 3,
  speed: 3,
}));
