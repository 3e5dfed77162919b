//! What companies file, in the SEC's own renderings, read the same whichever source sent them:
//! an R page ([`report`]: one statement as filed), the cover page ([`cover`]: typed facts), a plain
//! HTML table ([`table`]: the classic service's `Content`), and statements as filed from the
//! Financial Statement Data Sets ([`sets`]). Nothing here names a source or does I/O.

pub mod cover;
pub mod html;
pub mod legal_entity;
pub mod report;
pub mod rows;
pub mod sets;
pub mod table;
#[cfg(test)]
mod tree;
