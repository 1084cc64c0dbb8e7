//! The `icpc` layout: the problem package format of Kattis and DOMjudge, legacy version
//! (<https://www.kattis.com/problem-package-format/spec/legacy.html>), as Kattis's
//! `verifyproblem` checks it:
//!
//! - `problem.yaml`: the English title as `name`, a `uuid` derived from the problem's name,
//!   the source and its address, the license and rights fields, the memory limit, and
//!   `validation: custom` where answers are not unique;
//! - `.timelimit` (DOMjudge's), `problem_statement/problem.en.tex`;
//! - `data/sample/` and `data/secret/`, numbered apart (`01`, `02` the samples, `03`, … the
//!   rest), so that a host that puts every test in one folder (Hydro) keeps them all;
//! - `submissions/accepted/<bin>.rs`, the input validator and the special judge (C++).

use super::statement;
use super::File;
use crate::pack::{bin_source, Pack};
use crate::text::clip_to;

/// The package's own files, beside its tests.
pub fn files(pack: &Pack, cpp_checker: Option<String>) -> Result<Vec<File>, String> {
    let source = bin_source(pack.problem).unwrap_or_default();
    let mut files = tests(pack);
    files.extend([
        file("problem.yaml", problem_yaml(pack, &source)?),
        file(
            ".timelimit",
            super::seconds(pack.problem.spec().limits.time_ms) + "\n",
        ),
        file("problem_statement/problem.en.tex", statement::tex(pack)?),
        file(
            &format!("submissions/accepted/{}.rs", pack.problem.name()),
            source.clone(),
        ),
        file("input_validators/validate/main.rs", validator(pack.problem)),
        file("input_validators/validate/bin.rs", source),
    ]);
    if let Some(checker) = cpp_checker {
        files.push(file("output_validators/checker/checker.cpp", checker));
    }
    Ok(files)
}

fn file(name: &str, text: String) -> File {
    (name.to_string(), text.into_bytes())
}

/// The tests: samples in `data/sample/`, the others in `data/secret/`, numbered on.
fn tests(pack: &Pack) -> Vec<File> {
    let mut files = Vec::new();
    for (i, test) in pack.tests.iter().enumerate() {
        let folder = if test.sample { "sample" } else { "secret" };
        let stem = format!("data/{folder}/{:02}", i + 1);
        files.push(file(&format!("{stem}.in"), test.input.clone()));
        files.push(file(&format!("{stem}.ans"), test.answer.clone()));
    }
    files
}

/// Whether `name` is a valid short name, the package folder's name: `[a-z0-9]+`.
pub fn short_name(name: &str) -> Result<(), String> {
    let valid = !name.is_empty() && name.bytes().all(|b| matches!(b, b'a'..=b'z' | b'0'..=b'9'));
    match valid {
        true => Ok(()),
        false => {
            let kept: String = name
                .chars()
                .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                .collect();
            Err(format!(
                "'{}' cannot name an icpc pack: the folder's name is the problem's short name, \
                 letters a-z and digits only (try '{}')",
                clip_to(name, 40),
                if kept.is_empty() { "p1" } else { &kept }
            ))
        }
    }
}

/// A UUID that is the same for every pack of one problem (and board size), as the format
/// wants one id per problem: 128 bits of two FNV-1a hashes of the name, marked as a
/// version 8 (custom) UUID of RFC 9562's variant.
pub fn uuid(key: &str) -> String {
    let fnv = |seed: u64| {
        key.bytes().fold(seed, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
        })
    };
    let (high, low) = (fnv(0xCBF2_9CE4_8422_2325), fnv(0x6C62_272E_07BB_0142));
    let high = (high & !0xF000) | 0x8000; // version 8
    let low = (low & !(0b11 << 62)) | (0b10 << 62); // variant 10
    let hex = format!("{high:016x}{low:016x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

/// `problem.yaml`. The license: problemtools offers no value for "no licence granted";
/// `permission` with the original as the rights owner tells a host to ask that owner, as
/// docs/packs.md says.
fn problem_yaml(pack: &Pack, bin: &str) -> Result<String, String> {
    let name = pack.problem.name();
    let en = statement::written(name, statement::Lang::En)?;
    let title = statement::ascii_title(statement::title(&en)?);
    let (origin, url) = super::source(bin);
    let key = format!("eight-puzzle/{name}{}", super::report::size_flag(pack));
    let mut text = format!(
        "name: {}\nuuid: {}\nsource: {}\n",
        super::yaml_string(&title),
        uuid(&key),
        super::yaml_string(&origin)
    );
    if let Some(url) = url {
        text += &format!("source_url: {url}\n");
    }
    text += &format!(
        "license: permission\nrights_owner: {}\nlimits:\n  memory: {}\n",
        super::yaml_string(&format!("the authors of {origin}")),
        pack.problem.spec().limits.memory_mb
    );
    if pack.problem.checker().is_some() {
        text += "validation: custom\n";
    }
    Ok(text)
}

/// The input validator's `main.rs`, with the problem's rule for words of digits.
pub fn validator(problem: &dyn crate::problem::Problem) -> String {
    let digit_strings = super::digit_strings(problem);
    VALIDATOR.replacen(
        "const DIGIT_STRINGS: bool = false;",
        &format!("const DIGIT_STRINGS: bool = {digit_strings};"),
        1,
    )
}

/// The input validator's `main.rs`: it checks the exact layout of the data the pack ships,
/// then has the judge bin beside it, `bin.rs`, read the input.
pub const VALIDATOR: &str = r#"//! The input validator of this problem package. It checks the layout the pack's data keep:
//! words of printable ASCII separated by single spaces, no space at either end of a line,
//! no empty line, a newline at the end of every line and no other control character, and
//! no number written with a leading zero (`007`) unless the problem's words are strings of
//! digits. Then the judge bin, bin.rs (unchanged), reads the input: it checks the format
//! and the ranges. Exit 42 when both pass, else 43 with the reason on stderr. It does not
//! check the statement's other promises, such as a board that reaches the goal.
#[allow(dead_code)]
mod bin;

use std::io::Read;

/// The longest input the judge bins read, as they refuse a longer one: 4 MiB.
const MAX_INPUT: u64 = 4 << 20;

/// Whether a word of digits may begin with 0 (a board written as one string of digits).
const DIGIT_STRINGS: bool = false;

fn main() {
    let mut bytes = Vec::new();
    let read = std::io::stdin().take(MAX_INPUT + 1).read_to_end(&mut bytes);
    let input = match read {
        Ok(_) if bytes.len() as u64 > MAX_INPUT => {
            Err(format!("input longer than {MAX_INPUT} bytes"))
        }
        Ok(_) => String::from_utf8(bytes).map_err(|_| "the input is not UTF-8".to_string()),
        Err(e) => Err(format!("cannot read standard input: {e}")),
    };
    let checked = input.and_then(|input| layout(&input).and_then(|()| bin::solve(&input)));
    match checked {
        Ok(_) => std::process::exit(42),
        Err(why) => {
            eprintln!("invalid input: {why}");
            std::process::exit(43);
        }
    }
}

/// Checks the layout of every line; the first fault, with its line number.
fn layout(input: &str) -> Result<(), String> {
    let body = input.strip_suffix('\n').ok_or("the input does not end with a newline")?;
    for (i, line) in body.split('\n').enumerate() {
        let at = |why: &str| format!("line {}: {why}", i + 1);
        if line.is_empty() {
            return Err(at("an empty line"));
        }
        if let Some(c) = line.chars().find(|&c| c != ' ' && !c.is_ascii_graphic()) {
            return Err(at(&format!("the character {c:?}")));
        }
        if line.starts_with(' ') || line.ends_with(' ') || line.contains("  ") {
            return Err(at("words must be separated by single spaces"));
        }
        let padded = |w: &str| w.len() > 1 && w.starts_with('0') && w.bytes().all(|b| b.is_ascii_digit());
        if let Some(word) = line.split(' ').find(|w| !DIGIT_STRINGS && padded(w)) {
            return Err(at(&format!("{word} has a leading zero")));
        }
    }
    Ok(())
}
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_names_are_lowercase_letters_and_digits() {
        assert!(short_name("p9999").is_ok());
        for bad in ["p9999-icpc", "P9999", "", "p_1"] {
            assert!(short_name(bad).is_err(), "{bad}");
        }
        assert!(short_name("p9999-icpc")
            .unwrap_err()
            .contains("'p9999icpc'"));
    }

    #[test]
    fn uuids_are_stable_well_formed_and_apart() {
        let a = uuid("eight-puzzle/p9999");
        assert_eq!(a, uuid("eight-puzzle/p9999"));
        assert_ne!(a, uuid("eight-puzzle/p9999_example"));
        let parts: Vec<usize> = a.split('-').map(str::len).collect();
        assert_eq!(parts, [8, 4, 4, 4, 12]);
        assert_eq!(&a[14..15], "8");
        assert!(matches!(&a[19..20], "8" | "9" | "a" | "b"));
    }
}
