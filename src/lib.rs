//! The 对拍 kit behind the judge bins: everything the tools, tests and benches know about each
//! problem, and the machinery they share. The judge bins never use it. How it is laid out,
//! and how a puzzle is added: `docs/architecture.md`.

pub mod board;
pub mod cases;
pub mod check;
pub mod cli;
pub mod distances;
pub mod facts;
pub mod fxhash;
pub mod grid;
pub mod layout;
pub mod lights;
pub mod marbles;
pub mod memory;
pub mod mt19937;
pub mod pack;

pub mod pdb;
pub mod perm;
pub mod problem;
pub mod problems;
pub mod progress;
pub mod rect;
pub mod registry;
pub mod sampling;
pub mod square;
pub mod tables;
pub mod text;
pub mod toys;
pub mod wrong;
pub mod x_board;
