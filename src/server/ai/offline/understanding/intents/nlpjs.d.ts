// NLP.js ships no type declarations: the parts Palco calls.
declare module "@nlpjs/core" {
  export type NlpResult = { intent?: string; score?: number };
  export interface NlpEngine {
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
  export interface Container {
    use(plugin: unknown): void;
    registerConfiguration(tag: string, configuration: Record<string, unknown>, override?: boolean): void;
    get(name: "nlp"): NlpEngine;
  }
  export function containerBootstrap(): Promise<Container>;
}
declare module "@nlpjs/nlp" {
  export const Nlp: unknown;
}
declare module "@nlpjs/lang-es" {
  export const LangEs: unknown;
}
