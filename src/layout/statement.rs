//! A problem's statement, in English and in Chinese: `src/problems/<problem>/statement.en.md`
//! and `statement.zh.md`, written for this project. The text holds the task, the input, the
//! output, the constraints and the source; the figures that the repository holds elsewhere
//! are filled in here, so that they cannot drift:
//!
//! - `{{bin:NAME}}` becomes the value of the judge bin's top-level `const NAME` (a bound
//!   its parser enforces);
//! - a limits section (the time and memory of [`crate::problem::Limits`]) and a samples
//!   section (the pack's sample tests) are put before the source section.
//!
//! The markdown is a small subset (headings, paragraphs, `- ` lists, inline code, fenced
//! blocks), which [`tex`] turns into the LaTeX of a problem package.

use crate::pack::{bin_source, Pack};
use std::path::Path;

/// The languages a statement is written in, with its headings: the five the writer gives,
/// then the two this module adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Zh,
}

impl Lang {
    /// `en` or `zh`, as the file names have it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The headings a statement has, in order.
    pub fn headings(self) -> [&'static str; 5] {
        match self {
            Lang::En => ["Description", "Input", "Output", "Constraints", "Source"],
            Lang::Zh => ["题目描述", "输入格式", "输出格式", "数据范围", "来源"],
        }
    }

    /// The headings of the limits and the samples sections.
    fn added(self) -> [&'static str; 2] {
        match self {
            Lang::En => ["Limits", "Samples"],
            Lang::Zh => ["时空限制", "样例"],
        }
    }
}

/// How the samples are written: as Hydro shows them (` ```input1 `), or as plain fenced
/// blocks under a line that names each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Samples {
    Hydro,
    Plain,
}

/// The statement as written, in `lang`, of the problem named `name`.
pub fn written(name: &str, lang: Lang) -> Result<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/problems")
        .join(name)
        .join(format!("statement.{}.md", lang.code()));
    std::fs::read_to_string(&path)
        .map_err(|e| format!("{name} has no {} statement ({e})", lang.code()))
}

/// The statement's title: its first line, `# Title`.
pub fn title(text: &str) -> Result<&str, String> {
    let first = text.lines().next().unwrap_or("");
    match first.strip_prefix("# ") {
        Some(title) if !title.trim().is_empty() => Ok(title.trim()),
        _ => Err("a statement begins with `# Title`".into()),
    }
}

/// The statement of `pack`'s problem in `lang`, with the bin's figures, the limits and the
/// samples filled in; an error for a missing file, a heading out of place or a figure the
/// bin does not hold.
pub fn filled(pack: &Pack, lang: Lang, samples: Samples) -> Result<String, String> {
    let name = pack.problem.name();
    let text = written(name, lang)?;
    let text = figures(&text, &bin_source(pack.problem).unwrap_or_default())
        .map_err(|why| format!("{name} ({}): {why}", lang.code()))?;
    shape(&text, lang).map_err(|why| format!("{name} ({}): {why}", lang.code()))?;
    let source = format!("## {}\n", lang.headings()[4]);
    let at = text.find(&source).expect("shape checked");
    let added = limits(pack, lang) + &sample_section(pack, lang, samples);
    Ok(format!("{}{added}{}", &text[..at], &text[at..]))
}

/// What is wrong with the shape of a statement: its title and its five headings, in order,
/// and no other `#` line.
pub fn shape(text: &str, lang: Lang) -> Result<(), String> {
    title(text)?;
    let headings: Vec<&str> = text
        .lines()
        .skip(1)
        .filter(|line| line.starts_with('#'))
        .collect();
    let want: Vec<String> = lang.headings().iter().map(|h| format!("## {h}")).collect();
    if headings != want {
        return Err(format!(
            "the headings are {headings:?}, expected {want:?} in that order"
        ));
    }
    Ok(())
}

/// `text` with every `{{bin:NAME}}` replaced by the value of `const NAME` in the bin's
/// `source`: a plain number (underscores dropped), or an error.
pub fn figures(text: &str, source: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("{{") {
        out += &rest[..at];
        let end = rest[at..]
            .find("}}")
            .ok_or("an unclosed `{{` placeholder")?;
        let key = &rest[at + 2..at + end];
        let name = key
            .strip_prefix("bin:")
            .ok_or_else(|| format!("unknown placeholder {{{{{key}}}}}"))?;
        out += &bin_const(source, name)?;
        rest = &rest[at + end + 2..];
    }
    Ok(out + rest)
}

/// The value of the top-level `const NAME: T = value;` in `source`, when it is a number.
fn bin_const(source: &str, name: &str) -> Result<String, String> {
    let prefix = format!("const {name}:");
    let line = source
        .lines()
        .find(|line| line.starts_with(&prefix))
        .ok_or_else(|| format!("the bin has no top-level const {name}"))?;
    let value = line
        .split_once('=')
        .map(|(_, v)| v.trim().trim_end_matches(';').replace('_', ""))
        .unwrap_or_default();
    match !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        true => Ok(value),
        false => Err(format!("const {name} is not a plain number: {value}")),
    }
}

/// The limits section.
fn limits(pack: &Pack, lang: Lang) -> String {
    let limits = pack.problem.spec().limits;
    let time = super::seconds(limits.time_ms);
    let (memory, heading) = (limits.memory_mb, lang.added()[0]);
    let (figures, unstated) = match lang {
        Lang::En => (
            format!("Time limit: {time} s. Memory limit: {memory} MB."),
            "The original's limits were not found: these are a common setting.",
        ),
        Lang::Zh => (
            format!("时间限制：{time} 秒。内存限制：{memory} MB。"),
            "没有找到原题的时空限制，这里用的是常见设置。",
        ),
    };
    match limits.stated {
        true => format!("## {heading}\n\n{figures}\n\n"),
        false => format!("## {heading}\n\n{figures} {unstated}\n\n"),
    }
}

/// The samples section: each sample test's input and answer.
fn sample_section(pack: &Pack, lang: Lang, style: Samples) -> String {
    let samples: Vec<_> = pack.tests.iter().filter(|t| t.sample).collect();
    if samples.is_empty() {
        return String::new();
    }
    let mut text = format!("## {}\n\n", lang.added()[1]);
    if pack.problem.checker().is_some() {
        text += match lang {
            Lang::En => {
                "Other right answers are accepted too: the output shown is one of them.\n\n"
            }
            Lang::Zh => "答案不唯一：下面的输出只是其中一种，其他正确答案同样可以通过。\n\n",
        };
    }
    for (i, test) in samples.iter().enumerate() {
        let n = i + 1;
        let (input, output) = (&test.input, &test.answer);
        text += &match (style, lang) {
            (Samples::Hydro, _) => {
                format!("```input{n}\n{input}```\n\n```output{n}\n{output}```\n\n")
            }
            (Samples::Plain, Lang::En) => {
                format!("Sample {n} input:\n\n```\n{input}```\n\nSample {n} output:\n\n```\n{output}```\n\n")
            }
            (Samples::Plain, Lang::Zh) => {
                format!(
                    "样例输入 {n}：\n\n```\n{input}```\n\n样例输出 {n}：\n\n```\n{output}```\n\n"
                )
            }
        };
    }
    text
}

/// The English statement as a problem package's LaTeX (`problem.en.tex`): the title in
/// `\problemname`, the description without a heading, the other sections as `\section*`.
/// The samples are left out: the package tools show `data/sample/` themselves. An error for
/// a character the LaTeX cannot hold (any non-ASCII one but a few symbols).
pub fn tex(pack: &Pack) -> Result<String, String> {
    let text = filled(pack, Lang::En, Samples::Plain)?;
    let name = pack.problem.name();
    let mut out = format!(
        "\\problemname{{{}}}\n",
        escape(&ascii_title(title(&text)?), name)?
    );
    let mut lines = text.lines().skip(1).peekable();
    let mut list = false;
    let samples = format!("## {}", Lang::En.added()[1]);
    while let Some(line) = lines.next() {
        if list && !line.starts_with("- ") {
            out += "\\end{itemize}\n";
            list = false;
        }
        if line == samples {
            // Up to the next heading: the package shows its samples itself.
            while lines.peek().is_some_and(|l| !l.starts_with("## ")) {
                lines.next();
            }
        } else if let Some(heading) = line.strip_prefix("## ") {
            if heading != Lang::En.headings()[0] {
                out += &format!("\n\\section*{{{}}}\n", escape(heading, name)?);
            }
        } else if line.starts_with("```") {
            out += "\\begin{verbatim}\n";
            for code in lines.by_ref().take_while(|l| !l.starts_with("```")) {
                out += &format!("{code}\n");
            }
            out += "\\end{verbatim}\n";
        } else if let Some(item) = line.strip_prefix("- ") {
            if !list {
                out += "\\begin{itemize}\n";
                list = true;
            }
            out += &format!("\\item {}\n", inline(item, name)?);
        } else {
            out += &format!("{}\n", inline(line, name)?);
        }
    }
    if list {
        out += "\\end{itemize}\n";
    }
    Ok(out)
}

/// An English title without a part in another script: `Eight Puzzle (八数码难题)` becomes
/// `Eight Puzzle`.
pub fn ascii_title(title: &str) -> String {
    let mut out = String::new();
    let mut rest = title;
    while let Some(open) = rest.find(['(', '（']) {
        let close = rest[open..].find([')', '）']).map_or(rest.len(), |c| {
            open + c + rest[open + c..].chars().next().map_or(0, char::len_utf8)
        });
        let group = &rest[open..close];
        out += &rest[..open];
        if group.is_ascii() {
            out += group;
        }
        rest = &rest[close..];
    }
    out += rest;
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A line of text with its inline code in `\texttt`.
fn inline(line: &str, name: &str) -> Result<String, String> {
    let mut out = String::new();
    for (i, part) in line.split('`').enumerate() {
        match i % 2 {
            0 => out += &escape(part, name)?,
            _ => out += &format!("\\texttt{{{}}}", escape(part, name)?),
        }
    }
    Ok(out)
}

/// `text` with LaTeX's special characters escaped and the symbols a statement may use
/// written as LaTeX; an error naming any other non-ASCII character.
fn escape(text: &str, name: &str) -> Result<String, String> {
    let mut out = String::new();
    for c in text.chars() {
        out += match c {
            '\\' => "\\textbackslash{}",
            '{' | '}' | '#' | '$' | '%' | '&' | '_' => {
                out.push('\\');
                out.push(c);
                continue;
            }
            '~' => "\\textasciitilde{}",
            '^' => "\\textasciicircum{}",
            '<' => "\\textless{}",
            '>' => "\\textgreater{}",
            '|' => "\\textbar{}",
            '≤' => "$\\le$",
            '≥' => "$\\ge$",
            '≠' => "$\\ne$",
            '…' => "\\ldots{}",
            '×' => "$\\times$",
            '−' => "$-$",
            '→' => "$\\rightarrow$",
            '←' => "$\\leftarrow$",
            '↑' => "$\\uparrow$",
            '↓' => "$\\downarrow$",
            '·' => "$\\cdot$",
            '–' => "--",
            '—' => "---",
            '‘' | '’' => "'",
            '“' => "``",
            '”' => "''",
            c if c.is_ascii() => {
                out.push(c);
                continue;
            }
            c => {
                return Err(format!(
                    "{name} (en): '{c}' cannot go into the LaTeX statement"
                ))
            }
        };
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_come_from_the_bin() {
        let bin = "const MOST_BOARDS: usize = 1_000;\nconst MAX_INPUT: u64 = 1 << 22;\n";
        assert_eq!(
            figures("T ≤ {{bin:MOST_BOARDS}}.", bin).unwrap(),
            "T ≤ 1000."
        );
        assert!(figures("{{bin:MAX_INPUT}}", bin)
            .unwrap_err()
            .contains("not a plain number"));
        assert!(figures("{{bin:NONE}}", bin)
            .unwrap_err()
            .contains("no top-level"));
        assert!(figures("{{size}}", bin).is_err());
    }

    #[test]
    fn titles_keep_their_latin_part() {
        assert_eq!(ascii_title("Eight Puzzle (八数码难题)"), "Eight Puzzle");
        assert_eq!(ascii_title("Rubik's Revenge (2D)"), "Rubik's Revenge (2D)");
        assert_eq!(
            ascii_title("[ZJOI2005] Nine Digits（九数码游戏）"),
            "[ZJOI2005] Nine Digits"
        );
    }

    #[test]
    fn latex_escapes_and_refuses() {
        assert_eq!(
            inline("1 ≤ N_i ≤ 8, `a_b` 50%", "x").unwrap(),
            "1 $\\le$ N\\_i $\\le$ 8, \\texttt{a\\_b} 50\\%"
        );
        assert!(escape("八", "x").is_err());
    }
}
