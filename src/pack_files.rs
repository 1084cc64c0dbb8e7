//! A data pack on disk, in one of three layouts, with its `REPORT.md`. What each layout
//! must hold, with the documentation it follows: `docs/packs.md`.
//!
//! - `plain`: `1.in`, `1.out`, … (Luogu's upload, HUSTOJ, LibreOJ), the special judge as
//!   `checker.rs` where there is one;
//! - `hydro`: the same files and Hydro's `config.yaml` (time and memory limits, and the
//!   checker as a testlib checker where there is one);
//! - `icpc`: the problem package layout of Kattis and DOMjudge: `problem.yaml`,
//!   `data/sample/` and `data/secret/` with `.in` and `.ans` files, an input validator in
//!   `input_validators/validate/`, and the special judge as an output validator in
//!   `output_validators/checker/`.

use crate::pack::{bin_source, Pack};
use crate::text::clip_to;
use std::collections::BTreeMap;
use std::fmt::Write;

/// The layouts a pack is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Plain,
    Hydro,
    Icpc,
}

impl Format {
    /// The layout named `word`.
    pub fn parse(word: &str) -> Result<Format, String> {
        match word {
            "plain" => Ok(Format::Plain),
            "hydro" => Ok(Format::Hydro),
            "icpc" => Ok(Format::Icpc),
            _ => Err(format!(
                "unknown format '{}': expected plain, hydro or icpc",
                clip_to(word, 40)
            )),
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Format::Plain => "plain",
            Format::Hydro => "hydro",
            Format::Icpc => "icpc",
        }
    }
}

/// Every file of the pack in `format`: its path inside the pack's folder and its bytes, in
/// the order they are written.
pub fn files(pack: &Pack, format: Format) -> Vec<(String, String)> {
    let checker = pack.problem.checker();
    let mut files = Vec::new();
    let samples = pack.tests.iter().filter(|t| t.sample).count();
    for (i, test) in pack.tests.iter().enumerate() {
        let (input, answer) = match format {
            Format::Plain | Format::Hydro => (format!("{}.in", i + 1), format!("{}.out", i + 1)),
            Format::Icpc => {
                let (folder, n) = match test.sample {
                    true => ("sample", i + 1),
                    false => ("secret", i + 1 - samples),
                };
                let stem = format!("data/{folder}/{n:02}");
                (format!("{stem}.in"), format!("{stem}.ans"))
            }
        };
        files.push((input, test.input.clone()));
        files.push((answer, test.answer.clone()));
    }
    match (format, checker) {
        (Format::Plain, Some(source)) => files.push(("checker.rs".into(), source.into())),
        (Format::Hydro, _) => {
            files.push(("config.yaml".into(), hydro_config(pack, checker.is_some())));
            if let Some(source) = checker {
                files.push(("checker.rs".into(), source.into()));
            }
        }
        (Format::Icpc, _) => files.extend(package(pack, checker)),
        _ => {}
    }
    files.push(("REPORT.md".into(), report(pack, format)));
    files
}

/// Hydro's `config.yaml`: the limits, every test listed, and the checker where there is one.
fn hydro_config(pack: &Pack, checker: bool) -> String {
    let limits = pack.problem.spec().limits;
    let mut text = format!(
        "type: default\ntime: {}ms\nmemory: {}m\n",
        limits.time_ms, limits.memory_mb
    );
    if checker {
        text += "checker_type: testlib\nchecker: checker.rs\n";
    }
    text += "subtasks:\n  - score: 100\n    type: sum\n    cases:\n";
    for i in 1..=pack.tests.len() {
        let _ = writeln!(text, "      - input: {i}.in\n        output: {i}.out");
    }
    text
}

/// The problem package's own files: `problem.yaml`, DOMjudge's `.timelimit`, a statement
/// that points to the original, the judge bin as the accepted solution, the input validator
/// ([`VALIDATOR`]) and the special judge as the output validator, with the `build` script
/// DOMjudge runs for a language it does not detect.
fn package(pack: &Pack, checker: Option<&str>) -> Vec<(String, String)> {
    let source = bin_source(pack.problem).unwrap_or_default();
    let title = source
        .lines()
        .next()
        .unwrap_or("")
        .trim_start_matches("// ");
    let statement = format!(
        "\\problemname{{{}}}\n\nThe statement is the original's: {title}\n",
        pack.problem.name().replace('_', "\\_")
    );
    let mut files = vec![
        ("problem.yaml".into(), problem_yaml(pack, checker.is_some())),
        (
            ".timelimit".into(),
            seconds(pack.problem.spec().limits.time_ms) + "\n",
        ),
        ("problem_statement/problem.en.tex".into(), statement),
        (
            format!("submissions/accepted/{}.rs", pack.problem.name()),
            source.clone(),
        ),
        ("input_validators/validate/main.rs".into(), VALIDATOR.into()),
        ("input_validators/validate/bin.rs".into(), source),
    ];
    if let Some(checker) = checker {
        files.push((
            "output_validators/checker/checker.rs".into(),
            checker.into(),
        ));
        files.push(("output_validators/checker/build".into(), BUILD.into()));
    }
    files
}

/// The input validator's `main.rs`: the judge bin beside it, `bin.rs`, reads the input.
pub const VALIDATOR: &str = r#"//! The input validator of this problem package. The judge bin, bin.rs (unchanged), reads
//! the input on stdin: exit 42 when it reads it without an error, else 43 with the error
//! on stderr. It checks what the bin checks, the format and the ranges it reads; it does not
//! check the statement's other promises, such as a board that reaches the goal.
#[allow(dead_code)]
mod bin;

use std::io::Read;

/// The longest input the judge bins read, as they refuse a longer one: 4 MiB.
const MAX_INPUT: u64 = 4 << 20;

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
    match input.and_then(|input| bin::solve(&input)) {
        Ok(_) => std::process::exit(42),
        Err(why) => {
            eprintln!("invalid input: {why}");
            std::process::exit(43);
        }
    }
}
"#;

/// The output validator's build script: DOMjudge builds a Rust validator only through one.
pub const BUILD: &str = "#!/bin/sh\n# Builds the output validator; DOMjudge then runs ./run.\nrustc -O -o run checker.rs\n";

/// The problem package's `problem.yaml`.
fn problem_yaml(pack: &Pack, checker: bool) -> String {
    let mut text = format!(
        "name: {}\nsource: eight-puzzle data pack (seed {})\nlimits:\n  memory: {}\n",
        pack.problem.name(),
        pack.seed,
        pack.problem.spec().limits.memory_mb
    );
    if checker {
        text += "validation: custom\n";
    }
    text
}

/// Milliseconds as seconds, without a fraction where there is none (`1`, `2.5`).
fn seconds(ms: u32) -> String {
    match ms % 1000 {
        0 => (ms / 1000).to_string(),
        _ => format!("{}", f64::from(ms) / 1000.0),
    }
}

/// The report's line on the time and memory limits the layouts state.
fn limits_line(pack: &Pack) -> String {
    let limits = pack.problem.spec().limits;
    let figures = format!("{} s and {} MB", seconds(limits.time_ms), limits.memory_mb);
    match limits.stated {
        true => format!("Limits: {figures}, from {}.\n\n", limits.read),
        false => format!(
            "Limits: {figures}, a common setting, not the judge's ({}). Set the statement's own.\n\n",
            limits.read
        ),
    }
}

/// `REPORT.md`: the wrong solutions and the first test each fails, the tests, and the
/// answers over the tests.
pub fn report(pack: &Pack, format: Format) -> String {
    let name = pack.problem.name();
    let mut text = format!("# Data pack: {name}{}\n\n", size_flag(pack));
    let _ = writeln!(
        text,
        "{} tests, seed {}, layout `{}`. Every input passes the kit's parser. Every answer is what \
         the judge bin `{name}` prints, and the kit's checker accepts it: the checker's oracle is \
         written apart from the bins.\n",
        pack.tests.len(),
        pack.seed,
        format.word()
    );
    if let Some(why) = &pack.other_count {
        let _ = writeln!(text, "{why}.\n");
    }
    text += &limits_line(pack);
    if pack.problem.checker().is_some() {
        text += "Answers are not unique: judge with the special judge `checker.rs` in the pack \
                 (build it with `rustc -O checker.rs`).\n\n";
    }
    text += &kills(pack);
    text += "\n## Tests\n\n| test | what it is | answer | checker |\n|---|---|---|---|\n";
    for (i, test) in pack.tests.iter().enumerate() {
        let answer = clip_to(&test.answer.trim_end().replace('\n', " / "), 40);
        let answer = answer.replace('|', "\\|");
        let _ = writeln!(
            text,
            "| {} | {} | `{answer}` | {} |",
            i + 1,
            test.origin,
            test.summary
        );
    }
    text += "\n## Answers over the tests\n\n";
    // In the order of the first number in each (then as text): 0 moves before 10 moves.
    let number = |summary: &str| {
        let digits: String = summary.chars().take_while(char::is_ascii_digit).collect();
        digits.parse::<u64>().unwrap_or(u64::MAX)
    };
    let mut spread: BTreeMap<(u64, &str), usize> = BTreeMap::new();
    for test in &pack.tests {
        *spread
            .entry((number(&test.summary), &test.summary))
            .or_default() += 1;
    }
    let spread: Vec<String> = spread
        .into_iter()
        .map(|((_, summary), n)| format!("{summary} ×{n}"))
        .collect();
    text += &spread.join("; ");
    text.push('\n');
    text
}

/// ` --size N` for a problem at one of its board sizes, else nothing.
fn size_flag(pack: &Pack) -> String {
    let sizes = crate::registry::find(pack.problem.name()).map_or(&[][..], |p| p.spec().sizes);
    let same =
        |(_, p): &&(u32, &dyn crate::problem::Problem)| std::ptr::eq(p.spec(), pack.problem.spec());
    sizes
        .iter()
        .find(same)
        .map_or(String::new(), |(side, _)| format!(" --size {side}"))
}

/// The report's table of wrong solutions.
fn kills(pack: &Pack) -> String {
    if pack.kills.is_empty() {
        return "No wrong solution of this problem is catalogued yet.\n".into();
    }
    let mut text = String::from(
        "## Known wrong solutions\n\n| wrong solution | first test that fails it | how |\n|---|---|---|\n",
    );
    for kill in &pack.kills {
        let (test, how) = match &kill.by {
            Some((i, how)) => (
                format!("{} ({})", i + 1, pack.tests[*i].origin),
                how.clone(),
            ),
            None => ("none".into(), "passes every test".into()),
        };
        let how = clip_to(&how.replace('|', "\\|"), 100);
        let _ = writeln!(text, "| `{}` | {test} | {how} |", kill.wrong.name);
    }
    text += "\nWhere each mistake is documented (*model*: what the mistaken program prints, \
             computed from the right answer and, for some, the input):\n\n";
    for kill in &pack.kills {
        let model = if kill.wrong.is_model() {
            " (model)"
        } else {
            ""
        };
        let _ = writeln!(
            text,
            "- `{}`{model}: {}",
            kill.wrong.name, kill.wrong.source
        );
    }
    text
}

/// One line per wrong solution for the terminal: its name and the first test that fails it.
pub fn summary(pack: &Pack) -> String {
    let mut text = format!(
        "{}{}: {}\n",
        pack.problem.name(),
        size_flag(pack),
        pack.other_count
            .clone()
            .unwrap_or_else(|| format!("{} tests", pack.tests.len()))
    );
    for kill in &pack.kills {
        let test = match &kill.by {
            Some((i, how)) => format!("fails test {} ({})", i + 1, clip_to(how, 60)),
            None => "fails no test".into(),
        };
        let _ = writeln!(text, "  {}: {test}", kill.wrong.name);
    }
    text
}
