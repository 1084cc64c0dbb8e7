//! What the four tool bins (`gen`, `check`, `count`, `duipai`) share: one way to read the
//! command line, word `--help`, `--version`, unknown flags and `--problem`, and to write
//! output and errors.
//!
//! - `--help` or `-h` prints the usage and what the tool does on stdout, exit 0;
//!   `--version` prints the package version, exit 0;
//! - a flag is `--name value` or `--name=value`; `--` ends the flags;
//! - an error is one line `error: … (usage: …)` on stderr and the tool's error exit code
//!   (2, or 3 for `check`, testlib's code for a checker failure);
//! - a closed stdout (`gen 1 | head -c0`) is not an error: the rest of the output is
//!   dropped and the tool exits as it would have.
//!
//! ```
//! use eight_puzzle::cli::{Flag, Parsed, Tool};
//!
//! const TOOL: Tool = Tool {
//!     name: "demo",
//!     usage: "demo [--k K] <seed>",
//!     about: "Demonstrates.",
//!     flags: &[Flag::value("--k"), Flag::switch("--fast")],
//!     error_exit: 2,
//! };
//! let words = ["--k=5", "17"].map(String::from);
//! let Ok(Parsed::Run(args)) = TOOL.parse(&words) else { panic!() };
//! assert_eq!(args.number("--k", 30u32), Ok(5));
//! assert_eq!(args.positional, ["17"]);
//! assert!(!args.switch("--fast"));
//! assert!(TOOL.parse(&["--frob".to_string()]).is_err());
//! ```

use crate::problem::Problem;
use crate::registry;
pub use crate::text::parse_number;
use std::io::{self, Read, Write};
use std::str::FromStr;

/// A flag a tool knows, with or without a value.
#[derive(Clone, Copy, Debug)]
pub struct Flag {
    pub name: &'static str,
    pub takes_value: bool,
}

impl Flag {
    pub const fn value(name: &'static str) -> Flag {
        Flag {
            name,
            takes_value: true,
        }
    }

    pub const fn switch(name: &'static str) -> Flag {
        Flag {
            name,
            takes_value: false,
        }
    }
}

/// A tool: its name, usage line, what it does, its flags and its error exit code.
pub struct Tool {
    pub name: &'static str,
    /// The usage line without the word `usage:`.
    pub usage: &'static str,
    /// A few lines for `--help`.
    pub about: &'static str,
    pub flags: &'static [Flag],
    pub error_exit: i32,
}

/// What the command line asks for.
pub enum Parsed {
    Help,
    Version,
    Run(Args),
}

/// The flags given and the positional words, in order.
#[derive(Debug, Default)]
pub struct Args {
    pub positional: Vec<String>,
    values: Vec<(&'static str, String)>,
    switches: Vec<&'static str>,
}

impl Tool {
    /// The process's arguments, parsed; `--help` and `--version` are answered here, and a
    /// bad command line ends the process with one error line.
    pub fn args(&self) -> Args {
        let words: Result<Vec<String>, _> = std::env::args_os()
            .skip(1)
            .map(|w| w.into_string())
            .collect();
        let words = words.unwrap_or_else(|w| {
            self.fail(&format!(
                "argument {:?} is not valid UTF-8",
                w.to_string_lossy()
            ))
        });
        match self.parse(&words) {
            Ok(Parsed::Run(args)) => args,
            Ok(Parsed::Help) => self.exit_with(&self.help(), 0),
            Ok(Parsed::Version) => {
                let version = format!("{} {}\n", self.name, env!("CARGO_PKG_VERSION"));
                self.exit_with(&version, 0)
            }
            Err(why) => self.fail(&why),
        }
    }

    /// Parses `words` (the arguments after the program's name).
    pub fn parse(&self, words: &[String]) -> Result<Parsed, String> {
        let mut args = Args::default();
        let mut rest = words.iter();
        while let Some(word) = rest.next() {
            match word.as_str() {
                "--help" | "-h" => return Ok(Parsed::Help),
                "--version" => return Ok(Parsed::Version),
                "--" => {
                    args.positional.extend(rest.by_ref().cloned());
                    break;
                }
                w if w.starts_with("--") => self.flag(w, &mut rest, &mut args)?,
                _ => args.positional.push(word.clone()),
            }
        }
        Ok(Parsed::Run(args))
    }

    fn flag<'a>(
        &self,
        word: &str,
        rest: &mut impl Iterator<Item = &'a String>,
        args: &mut Args,
    ) -> Result<(), String> {
        let (name, inline) = match word.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (word, None),
        };
        let Some(flag) = self.flags.iter().find(|f| f.name == name) else {
            return Err(format!("unknown flag {name}"));
        };
        let given =
            args.switches.contains(&flag.name) || args.values.iter().any(|(n, _)| *n == flag.name);
        if given {
            return Err(format!("{name} given twice"));
        }
        if !flag.takes_value {
            if inline.is_some() {
                return Err(format!("{name} takes no value"));
            }
            args.switches.push(flag.name);
            return Ok(());
        }
        let value = inline.or_else(|| rest.next().cloned());
        let value = value.ok_or_else(|| format!("{name} needs a value"))?;
        args.values.push((flag.name, value));
        Ok(())
    }

    /// The text `--help` prints: for a tool that takes `--problem`, the registry's problems
    /// too, with mode 1's largest k for the tools that make cases (all but `count`).
    pub fn help(&self) -> String {
        let mut text = format!("usage: {}\n\n{}\n", self.usage, self.about.trim_end());
        if self.flags.iter().any(|flag| flag.name == "--problem") {
            text += &format!("\n{}", registry::help(self.name != "count"));
        }
        text
    }

    /// Writes one line `error: {why} (usage: …)` on stderr and exits with the error code:
    /// for a bad command line.
    pub fn fail(&self, why: &str) -> ! {
        self.error(&format!("{why} (usage: {})", self.usage))
    }

    /// Writes one line `error: {why}` on stderr and exits with the error code.
    pub fn error(&self, why: &str) -> ! {
        let _ = writeln!(io::stderr(), "error: {why}");
        std::process::exit(self.error_exit)
    }

    /// Writes `text` on stdout, then exits with `code`.
    pub fn exit_with(&self, text: &str, code: i32) -> ! {
        self.print(text);
        std::process::exit(code)
    }

    /// Writes `text` on stdout. A reader that has gone away is not an error: the text is
    /// dropped. Any other failure to write is one error line and the error exit code.
    pub fn print(&self, text: &str) {
        let mut stdout = io::stdout().lock();
        match stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush())
        {
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
                self.error(&format!("cannot write standard output: {e}"))
            }
            _ => {}
        }
    }
}

impl Args {
    /// The value given to a flag that takes one.
    pub fn value(&self, flag: &str) -> Option<&str> {
        let found = self.values.iter().find(|(name, _)| *name == flag);
        found.map(|(_, value)| value.as_str())
    }

    /// True if the switch was given.
    pub fn switch(&self, flag: &str) -> bool {
        self.switches.contains(&flag)
    }

    /// The flag's value as a number, `default` if the flag is absent.
    pub fn number<T: FromStr>(&self, flag: &str, default: T) -> Result<T, String> {
        match self.value(flag) {
            None => Ok(default),
            Some(text) => parse_number(flag, text),
        }
    }

    /// The problem `--problem` names, if it is given.
    pub fn problem(&self) -> Result<Option<&'static dyn Problem>, String> {
        self.value("--problem").map(registry::find).transpose()
    }

    /// `problem` at the board size `--size` asks for, if it is given.
    pub fn sized(&self, problem: &'static dyn Problem) -> Result<&'static dyn Problem, String> {
        match self.value("--size") {
            None => Ok(problem),
            Some(text) => registry::sized(problem, text),
        }
    }

    /// The problem `--problem` names (the registry's first if none) at the size `--size`
    /// asks for.
    pub fn problem_or_first(&self) -> Result<&'static dyn Problem, String> {
        self.sized(self.problem()?.unwrap_or(registry::PROBLEMS[0]))
    }
}

/// Why [`read_bounded`] returned no text.
#[derive(Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The file cannot be opened or read.
    Cannot(String),
    /// It is longer than allowed, or not UTF-8: the file's own fault.
    Invalid(String),
}

/// The bytes of the file at `path`, reading at most `most` of them, so memory stays bounded
/// whatever the file (even `/dev/zero`).
pub fn read_bytes_bounded(path: &str, most: u64) -> Result<Vec<u8>, ReadError> {
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(most + 1).read_to_end(&mut bytes))
        .map_err(|e| ReadError::Cannot(e.to_string()))?;
    if bytes.len() as u64 > most {
        return Err(ReadError::Invalid(format!("is longer than {most} bytes")));
    }
    Ok(bytes)
}

/// The text of the file at `path`, as [`read_bytes_bounded`] reads it; not UTF-8 is the
/// file's own fault.
pub fn read_bounded(path: &str, most: u64) -> Result<String, ReadError> {
    let bytes = read_bytes_bounded(path, most)?;
    String::from_utf8(bytes).map_err(|e| {
        let why = crate::text::utf8(e.as_bytes()).expect_err("not UTF-8");
        ReadError::Invalid(why)
    })
}

/// Builds the judge bins `missing` when the tool runs under `cargo run` (which says where the
/// project is), with a note on stderr, and checks that `paths` are then there; otherwise an
/// error that names the command to run.
pub fn build_missing(
    tool: &str,
    missing: &[&str],
    paths: &[std::path::PathBuf],
) -> Result<(), String> {
    let mut command = vec!["build", "--release"];
    for bin in missing {
        command.extend(["--bin", bin]);
    }
    let how = format!("cargo {}", command.join(" "));
    let names = missing.join(" and ");
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(|dir| std::path::Path::new(&dir).join("Cargo.toml"));
    let Some(manifest) = manifest.filter(|path| path.is_file()) else {
        return Err(format!("{names} not built yet: run `{how}` in the project"));
    };
    let _ = writeln!(
        io::stderr(),
        "{tool}: {names} not built yet, running: {how}"
    );
    let built =
        std::process::Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
            .args(&command)
            .arg("--manifest-path")
            .arg(&manifest)
            .status()
            .is_ok_and(|status| status.success());
    match built && paths.iter().all(|path| path.is_file()) {
        true => Ok(()),
        false => Err(format!(
            "{names} could not be built: run `{how}` to see why"
        )),
    }
}
