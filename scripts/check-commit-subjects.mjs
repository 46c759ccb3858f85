// Commit subjects a person can read in `git log --oneline`: at most 72 characters, the why in the body.
// Commits before the rule was set keep their subjects; the rule holds from RULE_SET_AFTER on.
import { execFileSync } from "node:child_process";

const RULE_SET_AFTER = "449f1b1244f92cadcc5abfe263e50b5a455cb92c";
const MAX_SUBJECT = 72;

function git(...args) {
  return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
}

function commitsToCheck() {
  try {
    git("cat-file", "-e", `${RULE_SET_AFTER}^{commit}`);
    return git("log", "--format=%h%x09%s", `${RULE_SET_AFTER}..HEAD`);
  } catch {
    // A shallow clone without the rule's base: the commits it has are the ones to check.
    return git("log", "--format=%h%x09%s", "-n", "50");
  }
}

let output;
try {
  output = commitsToCheck();
} catch {
  console.log("Sin historial de git: no hay asuntos de commit que revisar.");
  process.exit(0);
}

const tooLong = output
  .split("\n")
  .filter(Boolean)
  .map((line) => line.split("\t"))
  .filter(([, subject]) => subject.length > MAX_SUBJECT);

for (const [hash, subject] of tooLong) {
  console.error(`${hash}: el asunto tiene ${subject.length} caracteres (máximo ${MAX_SUBJECT}): ${subject}`);
}
process.exit(tooLong.length > 0 ? 1 : 0);
