//! `count [--problem P] [csv]`: the measured facts of a problem's state graph.
//!
//! For P1379 (the default), `count csv` prints the reference `count csv` byte for byte and
//! `count` the same measurements for people. Other problems print the same kind of table.

use eight_puzzle::cli::{Flag, Tool};
use eight_puzzle::problems::p1379::P1379;
use eight_puzzle::tables::Tables;

const TOOL: Tool = Tool {
    name: "count",
    usage: "count [--problem P] [csv]",
    about: "Prints the measured facts of a problem's state graph (P1379 by default): for
people, or with csv as the reference's table.",
    flags: &[Flag::value("--problem")],
    error_exit: 2,
};

fn main() {
    let args = TOOL.args();
    let problem = args.problem().unwrap_or_else(|why| TOOL.fail(&why));
    let csv = match args.positional.as_slice() {
        [] => false,
        [word] if word == "csv" => true,
        [word, ..] => TOOL.fail(&format!("unknown argument '{word}'")),
    };
    TOOL.print(&problem.unwrap_or(&P1379).count(&Tables::new(), csv));
}
