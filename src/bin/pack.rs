//! `pack <problem> --out DIR [--tests N] [--seed S] [--format plain|hydro|icpc] [--size N]`:
//! writes a data set a judge can take for one problem, and `REPORT.md` in it.
//!
//! The answers are the judge bin's outputs (the built binary beside this one; under
//! `cargo run` it is built if it is missing), each accepted by the kit's checker. The tests
//! are chosen so that every catalogued wrong solution of the problem fails on one of them;
//! if one would not, nothing is written and the error names it.

use eight_puzzle::cli::{Flag, Tool};
use eight_puzzle::layout::{files, icpc, summary, File, Format};
use eight_puzzle::pack::{Order, Pack, DEFAULT_TESTS};
use eight_puzzle::registry;
use eight_puzzle::tables::Tables;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const TOOL: Tool = Tool {
    name: "pack",
    usage: "pack <problem> --out DIR [--tests N] [--seed S] [--format plain|hydro|icpc] [--size N]",
    about: "Writes a data set for the problem into DIR (created; it must be empty or new): the
samples, the goal, the farthest case, random arrangements where the statement allows them,
and cases spread over the whole range of answers, from seed S (1 by default). Every
catalogued wrong solution of the problem fails on one of them; REPORT.md in DIR says which
test fails each. N tests (24 by default, 1 to 200), unless the pack must keep more (the
samples, the fixed cases and a test for each wrong solution they miss) or finds fewer new
cases: it then says how many it wrote and why. The pack is written beside DIR and renamed
at the end: a failed write leaves nothing. plain: 1.in, 1.out, ..., the statements and
data.zip for Luogu; hydro: a folder and a zip that Hydro imports as one problem; icpc: a
problem package for Kattis and DOMjudge, in a folder named [a-z0-9]+.",
    flags: &[
        Flag::value("--out"),
        Flag::value("--tests"),
        Flag::value("--seed"),
        Flag::value("--format"),
        Flag::value("--size"),
    ],
    error_exit: 2,
};

fn fail<T>(why: String) -> T {
    TOOL.fail(&why)
}

/// The built judge bin `name`, beside this program.
fn judge_bin(name: &str) -> Result<PathBuf, String> {
    let here = std::env::current_exe().map_err(|e| format!("cannot find pack itself: {e}"))?;
    let path = here.with_file_name(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    if !path.is_file() {
        eight_puzzle::cli::build_missing("pack", &[name], std::slice::from_ref(&path))?;
    }
    Ok(path)
}

/// What the judge bin at `exe` prints for `input`.
fn run(exe: &Path, input: &str) -> Result<String, String> {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.as_bytes().to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    match output.status.success() {
        true => {
            String::from_utf8(output.stdout).map_err(|_| "the bin's output is not UTF-8".into())
        }
        false => Err(format!(
            "the bin failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        )),
    }
}

/// Refuses an `out` that is not a new folder or an empty one, before any work.
fn usable(out: &Path) -> Result<(), String> {
    if out.as_os_str().is_empty() {
        return Err("--out is empty: name a new folder".into());
    }
    match std::fs::metadata(out) {
        Ok(m) if !m.is_dir() => Err(format!("{} is not a folder", out.display())),
        Ok(_) => match std::fs::read_dir(out).map(|mut e| e.next().is_none()) {
            Ok(true) => Ok(()),
            Ok(false) => Err(format!("{} is not empty", out.display())),
            Err(e) => Err(format!("cannot read {}: {e}", out.display())),
        },
        Err(_) => Ok(()),
    }
}

/// Writes `files` into `out` (new, or an empty folder): into a folder beside it first,
/// renamed to `out` once every file is written, so that a failed write (a full disk)
/// leaves nothing behind.
fn write_all(out: &Path, files: &[File]) -> Result<(), String> {
    usable(out)?;
    let name = out
        .file_name()
        .map_or("pack".into(), |n| n.to_string_lossy());
    let beside = out.with_file_name(format!(".{name}.part-{}", std::process::id()));
    let written = write_into(&beside, files).and_then(|()| {
        if out.is_dir() {
            std::fs::remove_dir(out)
                .map_err(|e| format!("cannot replace {}: {e}", out.display()))?;
        }
        std::fs::rename(&beside, out).map_err(|e| {
            format!(
                "cannot rename {} to {}: {e}",
                beside.display(),
                out.display()
            )
        })
    });
    if written.is_err() {
        let _ = std::fs::remove_dir_all(&beside);
    }
    // Named as the user named the folder, not as the folder beside it.
    written.map_err(|why| why.replace(&beside.display().to_string(), &out.display().to_string()))
}

/// Writes `files` into the new folder `dir`.
fn write_into(dir: &Path, files: &[File]) -> Result<(), String> {
    for (name, bytes) in files {
        let path = dir.join(name);
        let folder = path.parent().expect("a file in the pack's folder");
        std::fs::create_dir_all(folder)
            .and_then(|()| std::fs::write(&path, bytes))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

fn main() {
    let args = TOOL.args();
    let name = match args.positional.as_slice() {
        [name] => name.as_str(),
        [] => fail("missing <problem>".into()),
        _ => fail("too many arguments".into()),
    };
    let problem = registry::find(name).unwrap_or_else(fail);
    let problem = match args.value("--size") {
        Some(side) => registry::sized(problem, side).unwrap_or_else(fail),
        None => problem,
    };
    let out = args
        .value("--out")
        .unwrap_or_else(|| fail("missing --out DIR".into()));
    usable(Path::new(out)).unwrap_or_else(fail);
    let tests = args.number("--tests", DEFAULT_TESTS).unwrap_or_else(fail);
    if !(1..=200).contains(&tests) {
        fail::<()>(format!("--tests {tests} is not within 1 to 200"));
    }
    let seed = args.number("--seed", 1u32).unwrap_or_else(fail);
    let format = Format::parse(args.value("--format").unwrap_or("plain")).unwrap_or_else(fail);
    if format == Format::Icpc {
        let name = Path::new(out).file_name().map(|n| n.to_string_lossy());
        icpc::short_name(&name.unwrap_or_default()).unwrap_or_else(fail);
    }
    let exe = judge_bin(problem.name()).unwrap_or_else(fail);
    let tables = Tables::new();
    let solver = |input: &str| run(&exe, input);
    let order = Order {
        problem,
        tables: &tables,
        solver: &solver,
        seed,
        tests,
    };
    let pack = Pack::build(&order).unwrap_or_else(fail);
    let alive = pack.survivors();
    if !alive.is_empty() {
        fail::<()>(format!(
            "no test fails {}: nothing written",
            alive.join(", ")
        ));
    }
    // A failed write is not a bad command line: no usage after it.
    let files = files(&pack, format).unwrap_or_else(|why| TOOL.error(&why));
    let written = write_all(Path::new(out), &files);
    written.unwrap_or_else(|why| TOOL.error(&why));
    TOOL.print(&format!(
        "{}wrote {out} ({})\n",
        summary(&pack),
        format.word()
    ));
}
