//! The labels a person reads for the interface's quote fields (`LastTradePrice` is "Last trade
//! price" in a table); JSON and CSV keep finq's snake_case names.

/// The label a person reads for a quote field the interface defines; JSON keeps the names.
pub fn label_of(key: &str) -> Option<&'static str> {
    Some(match key {
        "StockExchange" => "Exchange",
        "Name" => "Name",
        "Symbol" => "Symbol",
        "LastTradeDate" => "Last trade date",
        "LastTradePrice" => "Last trade price",
        "Change" => "Change",
        "ChangeInPercent" => "Change %",
        "DailyHigh" => "Day's high",
        "DailyLow" => "Day's low",
        "YearlyHigh" => "52-week high",
        "YearlyLow" => "52-week low",
        "Volume" => "Volume",
        "AverageDailyVolume" => "Average daily volume",
        "PeRatio" => "P/E",
        "PegRatio" => "PEG ratio",
        "ShortRatio" => "Short ratio",
        "EarningsShare" => "EPS",
        "BookValue" => "Book value per share",
        "Ebitda" => "EBITDA",
        "MarketCapitalization" => "Market capitalization",
        _ => return None,
    })
}
