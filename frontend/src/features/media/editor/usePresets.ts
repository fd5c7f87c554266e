import { useState } from 'react';
import { toast } from '../../../components/toast';
import { newId } from '../lib/gallery';
import { makePreset, parsePresets, type EditorPreset } from '../lib/presets';
import { MEDIA_KEYS, readJsonKey, writeJsonKey } from '../lib/storage';
import { EDITOR_MESSAGES, announce, errorMessage } from './messages';

type PresetSettings = Parameters<typeof makePreset>[2];

/** The saved presets (local storage, docs/design/media.md): save the current settings, delete one. */
export function usePresets() {
  const [presets, setPresets] = useState<EditorPreset[]>(() => parsePresets(readJsonKey(MEDIA_KEYS.presets)));

  const savePresets = (next: EditorPreset[]): boolean => {
    try {
      writeJsonKey(MEDIA_KEYS.presets, next);
      setPresets(next);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, EDITOR_MESSAGES.save));
      return false;
    }
  };

  const savePreset = (name: string, settings: PresetSettings) => {
    const ok = savePresets([...presets, makePreset(newId(), name, settings)]);
    if (ok) announce(`Préréglage «\u00a0${name.trim()}\u00a0» enregistré`);
    return ok;
  };

  const deletePreset = (preset: EditorPreset) => savePresets(presets.filter((p) => p.id !== preset.id));

  return { presets, savePreset, deletePreset };
}
