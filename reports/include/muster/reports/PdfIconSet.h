#pragma once
// The icons of one PDF document (resources/icons, the pictures the screen shows): each is embedded once, as an
// image with a soft mask for its transparent corners, the first time a page draws it; every later drawing
// places the same image, so a sheet with hundreds of face icons carries each picture once.
#include <hpdf.h>

#include <filesystem>
#include <map>
#include <string>

namespace muster::reports {

class PdfDocument;

class PdfIconSet {
public:
    // `iconDir` empty: the resources' icons folder, looked up when the first icon is drawn.
    PdfIconSet(PdfDocument& doc, std::filesystem::path iconDir);

    // Draws icon `name` (a file stem of the icons folder, "action-melee") as a square of `size` points whose
    // bottom-left corner is (x, y) in PDF coordinates. Throws PdfError naming the file when it cannot be read.
    void draw(HPDF_Page page, const std::string& name, float x, float y, float size);
    // How many different icons the document holds so far.
    [[nodiscard]] std::size_t embedded() const { return images_.size(); }

private:
    HPDF_Image image(const std::string& name);

    PdfDocument& doc_;
    std::filesystem::path dir_;
    std::map<std::string, HPDF_Image> images_;
};

}  // namespace muster::reports
