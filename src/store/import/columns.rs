//! A column of a batch being typed: the SEC's text fields of one column appended to its Arrow
//! builder a batch at a time, each checked against the column's kind (text as UTF-8, numbers,
//! dates, timestamps, booleans, `decimal(28,4)`), and finished into an array.

use std::sync::Arc;

use arrow_array::builder::{
    BinaryBuilder, BooleanBuilder, Date32Builder, Decimal128Builder, Int32Builder, Int64Builder,
    TimestampMillisecondBuilder,
};
use arrow_array::{ArrayRef, StringArray};

use super::super::schema::{Kind, VALUE_PRECISION, VALUE_SCALE};
use super::super::text;
use super::limits::BATCH_ROWS;

/// One column's values being typed.
pub enum Builder {
    /// Bytes, checked as UTF-8 a batch at a time ([`Builder::finish`]).
    Text(BinaryBuilder),
    Int32(Int32Builder),
    Int64(Int64Builder),
    Date(Date32Builder),
    Timestamp(TimestampMillisecondBuilder),
    Bool(BooleanBuilder),
    Decimal(Decimal128Builder),
}

impl Builder {
    pub fn new(kind: Kind) -> Self {
        Self::with_bytes(kind, BATCH_ROWS * 16)
    }

    /// A builder with room for a batch of values, and `bytes` of text.
    pub fn with_bytes(kind: Kind, bytes: usize) -> Self {
        let n = BATCH_ROWS;
        match kind {
            Kind::Text => Builder::Text(BinaryBuilder::with_capacity(n, bytes)),
            Kind::Int32 => Builder::Int32(Int32Builder::with_capacity(n)),
            Kind::Int64 => Builder::Int64(Int64Builder::with_capacity(n)),
            Kind::Date => Builder::Date(Date32Builder::with_capacity(n)),
            Kind::Timestamp => Builder::Timestamp(TimestampMillisecondBuilder::with_capacity(n)),
            Kind::Bool => Builder::Bool(BooleanBuilder::with_capacity(n)),
            Kind::Decimal => Builder::Decimal(Decimal128Builder::with_capacity(n)),
        }
    }

    pub fn null(&mut self) {
        match self {
            Builder::Text(b) => b.append_null(),
            Builder::Int32(b) => b.append_null(),
            Builder::Int64(b) => b.append_null(),
            Builder::Date(b) => b.append_null(),
            Builder::Timestamp(b) => b.append_null(),
            Builder::Bool(b) => b.append_null(),
            Builder::Decimal(b) => b.append_null(),
        }
    }

    /// Appends a column's values, one per row (empty is null where the column may be). `Err`:
    /// the row of the first that is not of the column's kind, and why; the values after it are
    /// not appended. Text is checked as UTF-8 a batch at a time, when the column is finished.
    /// One loop per kind of column: typing a batch column by column rather than line by line
    /// spares a jump to the column's kind for every field.
    pub fn push_column<'a>(
        &mut self,
        values: impl Iterator<Item = &'a [u8]>,
        nullable: bool,
    ) -> Result<(), (usize, &'static str)> {
        macro_rules! typed {
            ($b:expr, $parse:expr) => {
                for (row, v) in values.enumerate() {
                    if v.is_empty() && nullable {
                        $b.append_null();
                    } else {
                        $b.append_value($parse(v).map_err(|why| (row, why))?);
                    }
                }
            };
        }
        match self {
            Builder::Text(b) => {
                for v in values {
                    if v.is_empty() && nullable {
                        b.append_null();
                    } else {
                        b.append_value(v);
                    }
                }
            }
            Builder::Int32(b) => typed!(b, |v| text::integer(v)
                .and_then(|n| i32::try_from(n).map_err(|_| "a whole number too large for 32 bits"))),
            Builder::Int64(b) => typed!(b, text::integer),
            Builder::Date(b) => typed!(b, text::date),
            Builder::Timestamp(b) => typed!(b, text::timestamp),
            Builder::Bool(b) => typed!(b, text::boolean),
            Builder::Decimal(b) => typed!(b, text::decimal),
        }
        Ok(())
    }

    /// The values appended so far as one array; the builder starts again, empty, with room for a
    /// batch as large (a finished Arrow builder keeps no capacity: growing it again from nothing
    /// copied every batch's text twice over).
    pub fn finish(&mut self) -> ArrayRef {
        let (array, kind, bytes): (ArrayRef, Kind, usize) = match self {
            Builder::Text(b) => {
                let bytes = b.values_slice().len();
                // The column's text checked as UTF-8 at once (Arrow checks it anyway); the
                // SEC's files are UTF-8, and an odd byte from an old filing is replaced, not
                // fatal.
                let binary = b.finish();
                let text = StringArray::try_from_binary(binary.clone())
                    .unwrap_or_else(|_| binary.iter().map(|v| v.map(String::from_utf8_lossy)).collect());
                (Arc::new(text), Kind::Text, bytes)
            }
            Builder::Int32(b) => (Arc::new(b.finish()), Kind::Int32, 0),
            Builder::Int64(b) => (Arc::new(b.finish()), Kind::Int64, 0),
            Builder::Date(b) => (Arc::new(b.finish()), Kind::Date, 0),
            Builder::Timestamp(b) => (Arc::new(b.finish()), Kind::Timestamp, 0),
            Builder::Bool(b) => (Arc::new(b.finish()), Kind::Bool, 0),
            Builder::Decimal(b) => {
                let array = b.finish().with_precision_and_scale(VALUE_PRECISION, VALUE_SCALE);
                (Arc::new(array.expect("decimal(28,4) is a valid precision and scale")), Kind::Decimal, 0)
            }
        };
        *self = Builder::with_bytes(kind, bytes);
        array
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow_array::Array;

    #[test]
    fn text_is_utf8_and_an_odd_byte_is_replaced() {
        let mut b = Builder::new(Kind::Text);
        b.push_column(std::iter::once("Café".as_bytes()), false).unwrap();
        b.push_column(std::iter::once(&b"caf\xe9"[..]), false).unwrap();
        b.null();
        b.push_column(std::iter::once("naïve".as_bytes()), false).unwrap();
        let array = b.finish();
        let text = array.as_any().downcast_ref::<StringArray>().unwrap();
        assert_eq!((text.value(0), text.value(1), text.value(3)), ("Café", "caf\u{fffd}", "naïve"));
        assert!(text.is_null(2) && !text.is_null(1));
        // The builder starts again: the next batch, all UTF-8, is kept as it is.
        b.push_column(std::iter::once("naïve".as_bytes()), false).unwrap();
        let array = b.finish();
        assert_eq!(array.as_any().downcast_ref::<StringArray>().unwrap().value(0), "naïve");
    }
}
