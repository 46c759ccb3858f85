import type { AppConfig } from "../config";
import { localStorage } from "./local-storage";
import { s3Storage } from "./s3-storage";
import type { FileStorage } from "./storage";

export const createStorage = (settings: AppConfig["storage"]): FileStorage =>
  settings.kind === "s3" ? s3Storage(settings.settings) : localStorage(settings.folder);
