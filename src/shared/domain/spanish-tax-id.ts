// Spanish tax ids as the AEAT checks them: a DNI (8 digits and a letter), a NIE (X, Y or Z, 7 digits and a letter)
// or a company's NIF (a letter, 7 digits and a control digit or letter).

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const NIE_PREFIX: Record<string, string> = { X: "0", Y: "1", Z: "2" };
// Companies whose control character is always a letter, and those whose control is always a digit.
const LETTER_CONTROL = "KPQRSNW";
const DIGIT_CONTROL = "ABEH";
const CONTROL_LETTERS = "JABCDEFGHI";

/** As stored and printed: upper case, without spaces, dots or dashes. */
export const normalizeTaxId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, "");

function personalIdValid(id: string): boolean {
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, first = "", digits = "", letter] = match;
  const number = Number((NIE_PREFIX[first] ?? first) + digits);
  return DNI_LETTERS[number % 23] === letter;
}

function companyIdValid(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, kind = "", digits = "", control = ""] = match;
  let sum = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    if (index % 2 === 1) sum += digit;
    else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  });
  const check = (10 - (sum % 10)) % 10;
  const asLetter = CONTROL_LETTERS[check];
  if (LETTER_CONTROL.includes(kind)) return control === asLetter;
  if (DIGIT_CONTROL.includes(kind)) return control === String(check);
  return control === String(check) || control === asLetter;
}

/** Whether the value is a valid Spanish NIF: a person's DNI or NIE, or a company's. */
export function isSpanishTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  return personalIdValid(id) || companyIdValid(id);
}
