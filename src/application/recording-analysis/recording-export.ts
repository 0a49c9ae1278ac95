import type { SessionExport } from '../../domain/export/session-export';
import type { SessionAnalysis } from '../../domain/session/session-analysis';
import { asBpm } from '../../domain/units/branded-units';
import type { OpenedRecording } from './recording-analyser.port';

/** A file's name without its last extension ("Morning run.fit" → "Morning run"); the whole name when it has none. */
export function titleOfFileName(fileName: string): string {
  const baseName = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = baseName.lastIndexOf('.');
  return dot > 0 ? baseName.slice(0, dot) : baseName;
}

/**
 * What the exports take of an opened file: its title from the file name, its start (the file's own,
 * else `fallbackStartMs`, the file's last-modified time), its sport and every sample, with the HRmax
 * and calories of the analysis on screen (the athlete the page uses now).
 */
export function sessionExportOfRecording(
  recording: OpenedRecording,
  analysis: SessionAnalysis,
  fallbackStartMs: number,
): SessionExport {
  return {
    startedAtMs: recording.startedAtMs ?? fallbackStartMs,
    title: titleOfFileName(recording.fileName),
    sport: recording.sport,
    samples: recording.samples,
    hrmax: asBpm(analysis.hrmax),
    calories: analysis.calories,
  };
}
