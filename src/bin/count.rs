//! `count [--problem P] [--size N] [--instances FILE] [--tables] [--list] [csv]`: the measured
//! facts of a problem's state graph, or (`--tables`) the tables its judge bin holds as data,
//! or (`--list`) every judge bin and how its cases are judged.
//!
//! For the default problem (the registry's first, the seed's P1379), `count csv` prints the
//! reference `count csv` byte for byte and `count` the same measurements for people. Other
//! problems print the same kind of table, beside the published figures where there are any;
//! `--instances FILE` solves every board in FILE (such as Korf's 100 in `src/data/`) for the
//! problems that take it. Exit code 1 when a measurement disagrees with a published figure,
//! 2 for bad arguments.

use eight_puzzle::cli::{read_bounded, Flag, ReadError, Tool};
use eight_puzzle::problem::Ask;
use eight_puzzle::registry;
use eight_puzzle::tables::Tables;
use std::io::{self, Write};

const TOOL: Tool = Tool {
    name: "count",
    usage: "count [--problem P] [--size N] [--instances FILE] [--tables] [--list] [csv]",
    about: "Prints the measured facts of a problem's state graph: for people, or with csv as
the reference's table. With --instances, solves each board of FILE (one per line, its last
numbers; # starts a comment) and checks the length in its second field, if any. With
--tables, prints the tables the problem's judge bin holds as written data, exactly as the
bin writes them, to regenerate them. With --list, prints every judge bin and how its cases
are judged: one (byte for byte), many (by the checker) or recorded (byte for byte only:
a bin that is wrong on purpose). With --packs, prints a line per pack a host may want:
its short name (what the icpc layout's folder must be called), the problem and its
--size, if any (for .ci/problemtools). Exits 1 if anything disagrees with a published figure.
A count that runs past a few seconds shows its progress on stderr when stderr is a
terminal.",
    flags: &[
        Flag::value("--problem"),
        Flag::value("--size"),
        Flag::value("--instances"),
        Flag::switch("--tables"),
        Flag::switch("--list"),
        Flag::switch("--packs"),
    ],
    error_exit: 2,
};

/// The longest instances file read.
const MAX_FILE: u64 = 16 << 20;

fn main() {
    let args = TOOL.args();
    if args.switch("--list") {
        TOOL.print(&registry::listing());
        return;
    }
    if args.switch("--packs") {
        TOOL.print(&registry::packs());
        return;
    }
    let problem = args
        .problem_or_first()
        .unwrap_or_else(|why| TOOL.fail(&why));
    let csv = match args.positional.as_slice() {
        [] => false,
        [word] if word == "csv" => true,
        [word, ..] => TOOL.fail(&format!("unknown argument '{word}'")),
    };
    let text;
    let ask = match (args.value("--instances"), args.switch("--tables")) {
        (Some(path), _) => {
            text = read_bounded(path, MAX_FILE)
                .map_err(|e| match e {
                    ReadError::Cannot(why) => format!("cannot read {path}: {why}"),
                    ReadError::Invalid(why) => format!("{path} {why}"),
                })
                .unwrap_or_else(|why| TOOL.fail(&why));
            Ask::Instances(&text)
        }
        (None, true) => Ask::BinTables,
        (None, false) => Ask::Facts { csv },
    };
    let shown = eight_puzzle::progress::show("counting");
    let counted = problem.count(&Tables::new(), ask);
    drop(shown);
    let counted = counted.unwrap_or_else(|why| TOOL.fail(&why));
    TOOL.print(&counted.text);
    if let Some(first) = counted.disagreements.first() {
        let more = counted.disagreements.len() - 1;
        let _ = writeln!(io::stderr(), "error: {first} (and {more} more)");
        std::process::exit(1);
    }
}
