import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "satori";

/** The poster's type faces: TTF files shipped in npm packages, read from disk once, never fetched. */
export const POSTER_FAMILIES = { sans: "Montserrat", condensed: "Anton", serif: "Playfair Display" } as const;

const FILES: { name: string; weight: Font["weight"]; style: Font["style"]; file: string }[] = [
  {
    name: POSTER_FAMILIES.sans,
    weight: 300,
    style: "normal",
    file: "@expo-google-fonts/montserrat/300Light/Montserrat_300Light.ttf",
  },
  {
    name: POSTER_FAMILIES.sans,
    weight: 500,
    style: "normal",
    file: "@expo-google-fonts/montserrat/500Medium/Montserrat_500Medium.ttf",
  },
  {
    name: POSTER_FAMILIES.sans,
    weight: 700,
    style: "normal",
    file: "@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf",
  },
  {
    name: POSTER_FAMILIES.sans,
    weight: 800,
    style: "normal",
    file: "@expo-google-fonts/montserrat/800ExtraBold/Montserrat_800ExtraBold.ttf",
  },
  {
    name: POSTER_FAMILIES.condensed,
    weight: 400,
    style: "normal",
    file: "@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf",
  },
  {
    name: POSTER_FAMILIES.serif,
    weight: 800,
    style: "italic",
    file: "@expo-google-fonts/playfair-display/800ExtraBold_Italic/PlayfairDisplay_800ExtraBold_Italic.ttf",
  },
  {
    name: POSTER_FAMILIES.serif,
    weight: 500,
    style: "italic",
    file: "@expo-google-fonts/playfair-display/500Medium_Italic/PlayfairDisplay_500Medium_Italic.ttf",
  },
];

let loaded: Font[] | undefined;

/** The same array every time: satori keeps its parsed fonts per array, so they are parsed once per process. */
export function posterFonts(): Font[] {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = FILES.map(({ file, ...font }) => ({ ...font, data: readFileSync(require.resolve(file)) }));
  }
  return loaded;
}
