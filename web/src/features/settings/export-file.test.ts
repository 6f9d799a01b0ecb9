import { describe, expect, it } from 'vitest';
import { exportButtonLabel, isHabitatExport } from './export-file';

describe('exportButtonLabel', () => {
  it("reads 'Exporting...' while the export runs and 'Exported!' after", () => {
    expect(exportButtonLabel('idle', 'Export Data')).toBe('Export Data');
    expect(exportButtonLabel('exporting', 'Export Data')).toBe('Exporting...');
    expect(exportButtonLabel('exported', 'Export CSV')).toBe('Exported!');
  });
});

describe('isHabitatExport', () => {
  it('accepts the export document', () => {
    expect(isHabitatExport({ format: 'habitat-export', version: 1, habits: [], entries: [] })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isHabitatExport(null)).toBe(false);
    expect(isHabitatExport({ format: 'other', habits: [], entries: [] })).toBe(false);
    expect(isHabitatExport({ format: 'habitat-export', habits: [] })).toBe(false);
    expect(isHabitatExport('habitat-export')).toBe(false);
  });
});
