//! `REPORT.md`, which every layout carries for the teacher (never for the students): the
//! wrong solutions and the first test that fails each, the tests, and the answers over the
//! tests; and the summary `pack` prints.

use super::{seconds, Format};
use crate::pack::Pack;
use crate::text::clip_to;
use std::collections::BTreeMap;
use std::fmt::Write;

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
        text += "Answers are not unique: judge with the special judge in the pack, `checker.cpp` \
                 (`g++ -std=c++14 -O2 -o checker checker.cpp`) or, in the plain layout, \
                 `checker.rs` (`rustc -O checker.rs`).\n\n";
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
pub fn size_flag(pack: &Pack) -> String {
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
